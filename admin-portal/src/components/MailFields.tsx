/** An e-mail as its reader will get it: the addressee when known, the subject and the plain text. */
export function MailFields({ to, subject, text }: { to?: string; subject: string; text: string }) {
  return (
    <dl className="space-y-2 text-sm">
      {to !== undefined && (
        <div>
          <dt className="font-medium text-gray-700">To</dt>
          <dd className="text-gray-900">{to}</dd>
        </div>
      )}
      <div>
        <dt className="font-medium text-gray-700">Subject</dt>
        <dd className="text-gray-900">{subject}</dd>
      </div>
      <div>
        <dt className="font-medium text-gray-700">Body</dt>
        <dd className="whitespace-pre-wrap rounded border border-gray-200 bg-white p-3 text-gray-900">
          {text}
        </dd>
      </div>
    </dl>
  );
}
