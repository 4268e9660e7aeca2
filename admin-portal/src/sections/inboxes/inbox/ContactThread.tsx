import { useQueryClient } from '@tanstack/react-query';
import type { AdminContactMessage, ContactReply } from '@caawg11/conference';
import { replyToContactMessage } from './inbox-api';
import { formatDateTime } from './inbox-format';
import { refreshInbox } from './inbox-queries';
import { contactReplyRules } from './inbox-rules';
import { TextForm } from './TextForm';

/** The message and the replies sent to it, oldest first, and a reply of one's own. */
export function ContactThread({
  message,
  replies,
  canReply,
}: {
  message: AdminContactMessage;
  replies: ContactReply[];
  canReply: boolean;
}) {
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="thread-heading" className="space-y-4">
      <h2 id="thread-heading" className="text-lg font-semibold text-gray-900">
        Thread
      </h2>
      <ol aria-label="Thread" className="space-y-3">
        <li className="rounded-md border border-gray-200 bg-gray-50 p-4 text-sm">
          <p className="text-xs text-gray-600">
            {message.name} &lt;{message.email}&gt;, {formatDateTime(message.createdAt)}
          </p>
          <p className="mt-1 font-semibold text-gray-900">{message.subject}</p>
          <p className="mt-2 whitespace-pre-wrap text-gray-900">{message.message}</p>
        </li>
        {replies.map((reply) => (
          <li
            key={reply.id}
            className="ml-6 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm"
          >
            <p className="text-xs text-gray-600">
              Reply from {reply.author}, {formatDateTime(reply.createdAt)}
            </p>
            <p className="mt-2 whitespace-pre-wrap text-gray-900">{reply.body}</p>
          </li>
        ))}
      </ol>
      {canReply && (
        <TextForm
          label="Reply"
          submitLabel="Send reply"
          rules={contactReplyRules}
          doneMessage={`Reply sent to ${message.email}.`}
          failedMessage="Failed to send the reply. Please try again."
          onSend={async (text) => {
            await replyToContactMessage(message.id, text);
            await refreshInbox(queryClient, 'contact-messages');
          }}
        />
      )}
    </section>
  );
}
