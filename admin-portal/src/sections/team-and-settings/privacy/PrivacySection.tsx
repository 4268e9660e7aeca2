import { Navigate } from '@caawg11/conference/routing';
import { privacyMessages } from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { QueryContent } from '../../../components/QueryContent';
import { paths } from '../../../paths';
import { useSectionQuery } from '../../use-section-query';
import { fetchRetentionSettings, fetchRetentionUpcoming, privacyQueryKeys } from './privacy-api';
import { RetentionSettingsForm } from './RetentionSettingsForm';
import { UpcomingRemovals } from './UpcomingRemovals';

const card = 'rounded-lg bg-white shadow-sm ring-1 ring-gray-200';

/** How long personal data is kept, and what the daily retention job removes next. */
export function PrivacySection() {
  const permissions = usePermissions();
  const settings = useSectionQuery({
    queryKey: privacyQueryKeys.retention,
    queryFn: fetchRetentionSettings,
  });
  const upcoming = useSectionQuery({
    queryKey: privacyQueryKeys.upcoming,
    queryFn: fetchRetentionUpcoming,
  });
  // The side bar hides the section from other roles; a typed or bookmarked address lands here.
  if (!permissions.can('manage', 'Privacy')) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Privacy</h1>
      <div className={card}>
        <QueryContent
          query={settings}
          loading="Loading the retention settings"
          failure={privacyMessages.retentionLoadFailed}
          inset
        >
          {(data) => <RetentionSettingsForm settings={data} />}
        </QueryContent>
      </div>
      <section aria-labelledby="upcoming-heading" className={card}>
        <h2 id="upcoming-heading" className="px-4 pt-4 text-base font-semibold text-gray-900">
          What will go in the next 30 days
        </h2>
        <QueryContent
          query={upcoming}
          loading="Loading what goes next"
          failure={privacyMessages.upcomingLoadFailed}
          inset
        >
          {(data) => <UpcomingRemovals view={data} />}
        </QueryContent>
      </section>
    </div>
  );
}
