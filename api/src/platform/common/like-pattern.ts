/** The text with `%`, `_` and `\` escaped, so LIKE takes them literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern that finds the text anywhere in a column. */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}
