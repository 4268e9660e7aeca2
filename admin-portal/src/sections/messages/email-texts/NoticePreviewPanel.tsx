import type { NoticePreview } from '@caawg11/conference';
import { MailFields } from '../../../components/MailFields';

/** The draft as it would be sent: the rendered subject and the plain-text body. */
export function NoticePreviewPanel({ preview }: { preview: NoticePreview }) {
  return (
    <section
      aria-labelledby="notice-preview-heading"
      className="space-y-2 rounded-md border border-gray-200 bg-gray-50 p-4"
    >
      <h3 id="notice-preview-heading" className="text-sm font-semibold text-gray-800">
        Preview
      </h3>
      <p className="text-sm text-gray-600">
        {preview.sample
          ? 'There is no record of this kind yet, so the preview uses made-up values.'
          : 'Filled in with the newest record this e-mail would go to.'}
      </p>
      <MailFields subject={preview.subject} text={preview.text} />
    </section>
  );
}
