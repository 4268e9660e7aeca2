import { useMessageText } from '../i18n/message-text';

/** A field's validation message, tied to its input through aria-describedby. */
export function ErrorText({ id, message }: { id: string; message?: string }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {messageText(message)}
    </p>
  );
}
