import { useQuery } from '@tanstack/react-query';
import {
  languageNames,
  programmeDayLabel,
  type PresenterNotice,
  type PresenterSlot,
} from '@caawg11/conference';
import { Spinner } from '../../../components/Spinner';
import { fetchPublishPreview, publishPreviewQueryKey } from './programme-api';

function slotText(slot: PresenterSlot): string {
  const place = slot.position === null ? '' : `, poster ${slot.position}`;
  return `${slot.sessionTitle}${place}, ${slot.room}, ${programmeDayLabel(slot.day)}, ${slot.start}–${slot.end}`;
}

function changeText(notice: PresenterNotice): string {
  if (notice.kind === 'placed' && notice.after) return `Their slot: ${slotText(notice.after)}.`;
  if (notice.kind === 'moved' && notice.before && notice.after) {
    return `Moves from ${slotText(notice.before)} to ${slotText(notice.after)}.`;
  }
  return notice.before ? `Leaves the programme (was ${slotText(notice.before)}).` : '';
}

/** The presenters that publishing will e-mail, each with what changes for them. */
export function PublishNotices() {
  const preview = useQuery({ queryKey: publishPreviewQueryKey, queryFn: fetchPublishPreview });
  if (preview.isPending) return <Spinner label="Finding the presenters to tell" />;
  if (preview.isError) {
    return (
      <p className="text-sm text-red-700">
        Could not list the presenters who will be told: {preview.error.message}
      </p>
    );
  }
  const { notices } = preview.data;
  if (notices.length === 0) {
    return (
      <p className="mt-3 text-sm text-gray-700">
        No presenter&apos;s slot changes: nobody will be e-mailed.
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm font-semibold text-gray-900">
        {notices.length === 1
          ? '1 presenter will be e-mailed about their slot:'
          : `${notices.length} presenters will be e-mailed about their slot:`}
      </p>
      <ul
        aria-label="Presenters who will be told"
        className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-gray-700"
      >
        {notices.map((notice) => (
          <li key={notice.reference}>
            <span className="font-medium text-gray-900">
              {notice.presenter} &lt;{notice.email}&gt;
            </span>{' '}
            ({notice.reference}, in {languageNames[notice.language]}): {changeText(notice)}
          </li>
        ))}
      </ul>
    </div>
  );
}
