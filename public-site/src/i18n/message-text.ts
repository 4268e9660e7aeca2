/**
 * The text a visitor reads for one of the specification's English messages (a field's
 * validation message, or a message the api answered), in the page's language.
 */
export function useMessageText(): (englishMessage: string) => string {
  return (englishMessage) => englishMessage;
}
