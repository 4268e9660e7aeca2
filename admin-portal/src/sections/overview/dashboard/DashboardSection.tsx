import { formatUsd, revenueGroupFacts, revenueGroups } from '@caawg11/conference';
import { fetchDashboard } from '../../../api/dashboard-api';
import { usePermissions } from '../../../auth/auth-context';
import { QueryContent } from '../../../components/QueryContent';
import { queryKeys } from '../../queries';
import { useSectionQuery } from '../../use-section-query';
import { RecentRegistrations } from './RecentRegistrations';
import { StatCard } from './StatCard';

export function DashboardSection() {
  const mayReadFigures = usePermissions().can('read', 'Dashboard');
  const dashboard = useSectionQuery({
    queryKey: queryKeys.dashboard,
    queryFn: fetchDashboard,
    enabled: mayReadFigures,
  });

  if (!mayReadFigures) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold text-gray-900">Dashboard Overview</h1>
        <p className="text-gray-700">Your role opens the sections listed in the menu.</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-gray-900">Dashboard Overview</h1>
      <QueryContent
        query={dashboard}
        loading="Loading dashboard statistics"
        failure="Failed to load dashboard statistics"
      >
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
              <StatCard label="Total Registrations" value={data.totalRegistrations} />
              <StatCard label="Verified Payments" value={data.verifiedPayments} />
              <StatCard label="Pending Payments" value={data.pendingPayments} />
              <StatCard label="Total Abstracts" value={data.totalAbstracts} />
            </div>

            <section className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <h2 className="text-lg font-semibold text-gray-900">Financial Overview</h2>
              <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-4">
                <div className="rounded-lg bg-brand-900 p-5 text-white">
                  <p className="text-sm font-medium text-brand-100">Total Revenue</p>
                  <p className="mt-2 text-2xl font-bold">
                    {formatUsd(data.totalRevenue, { cents: true })}
                  </p>
                  <p className="mt-1 text-xs text-brand-100">From verified registrations</p>
                </div>
                {revenueGroups.map((group) => {
                  const facts = revenueGroupFacts[group];
                  const count = data.registrationTypeBreakdown[group];
                  return (
                    <div key={group} className="rounded-lg bg-brand-50 p-5">
                      <p className="text-sm font-medium text-gray-700">{facts.label}</p>
                      <p className="mt-2 text-2xl font-bold text-brand-900">{count}</p>
                      <p className="mt-1 text-sm text-gray-700">
                        {formatUsd(count * facts.feeUsd)}
                      </p>
                    </div>
                  );
                })}
              </div>
            </section>

            <RecentRegistrations registrations={data.recentRegistrations} />
          </>
        )}
      </QueryContent>
    </div>
  );
}
