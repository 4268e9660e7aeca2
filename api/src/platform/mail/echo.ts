/**
 * Visitor text that a confirmation e-mail repeats to the address the visitor gave: on one line
 * and cut to `max` characters, so the form cannot carry someone's message to a third party.
 */
export function echoSafely(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}
