/**
 * SQL true when some string of the JSON document in `column` is the address bound to its one
 * placeholder (escaped with `likeLiteral`): the whole value, never a part of one, so `b@x.co`
 * does not find `ab@x.co.uk`. The document is lower-cased first, as addresses are compared
 * normalised (MySQL compares JSON strings case-sensitively, MariaDB does not).
 */
export function holdsAddress(column: string): string {
  return `JSON_SEARCH(LOWER(${column}), 'one', ?) IS NOT NULL`;
}
