/**
 * The left part of the Message-ID of a visitor's message as the organisers receive it. The
 * acknowledgement and every reply name it as the message they answer, so the visitor's mail
 * program shows them as one conversation. Derived from the stored record, it is the same
 * whenever it is computed, and the creation time keeps it unique across a rebuilt database.
 */
export function contactThreadKey(messageId: string, createdAt: Date): string {
  return `contact-${messageId}.${createdAt.getTime()}`;
}
