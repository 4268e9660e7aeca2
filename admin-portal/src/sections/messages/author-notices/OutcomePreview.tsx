import type { NoticeOutcome } from '@caawg11/conference';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { MailFields } from '../../../components/MailFields';
import { Spinner } from '../../../components/Spinner';
import { authorNoticesQueryKey, fetchNoticePreview } from './author-notices-api';
import { useSectionQuery } from '../../use-section-query';

/** The notices of one outcome as their authors will read them: subject and body. */
export function OutcomePreview({ outcome, label }: { outcome: NoticeOutcome; label: string }) {
  const preview = useSectionQuery({
    queryKey: [...authorNoticesQueryKey, 'preview', outcome],
    queryFn: () => fetchNoticePreview(outcome),
  });
  if (preview.isPending) return <Spinner label={`Loading the preview of “${label}”`} />;
  if (preview.isError) return <ErrorPanel message="Failed to load the preview" />;
  const { notices, count } = preview.data;
  return (
    <section aria-label={`Preview: ${label}`} className="space-y-3">
      {notices.length < count && (
        <p className="text-sm text-gray-600">
          The first {notices.length} of {count} notices, as their authors will read them.
        </p>
      )}
      {notices.map((notice) => (
        <article
          key={notice.reference}
          aria-label={`Notice ${notice.reference}`}
          className="space-y-2 rounded-md border border-gray-200 bg-gray-50 p-4 text-sm"
        >
          <MailFields to={notice.to} subject={notice.subject} text={notice.text} />
        </article>
      ))}
    </section>
  );
}
