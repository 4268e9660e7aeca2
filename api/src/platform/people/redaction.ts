/** Fields whose values are personal wherever they appear in a stored JSON document. */
const personalKeys = new Set([
  'title',
  'otherTitle',
  'firstName',
  'otherNames',
  'fullName',
  'name',
  'email',
  'phone',
  'mobile',
  'fax',
  'address',
  'city',
  'institution',
  'affiliation',
  'organisation',
  'webpage',
  'nationality',
  'specialRequests',
  'message',
  'comments',
  'notes',
  'body',
  'cancellationReason',
  'payerName',
]);

export const redactedValue = '[redacted]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Redactor {
  redactText(text: string | null): string | null;
  redactJson(value: unknown): unknown;
}

/**
 * Replaces the person's values (address, names, phone numbers) with the erasure's markers
 * wherever they stand as whole words, longest first so a full name goes before its parts; in
 * JSON documents the values of personal fields go whole.
 */
export function redactorFor(
  personalValues: readonly string[],
  markers: { name: string; email: string },
): Redactor {
  const values = [...new Set(personalValues.map((value) => value.trim()))]
    .filter((value) => value.length >= 2)
    .sort((a, b) => b.length - a.length);
  const pattern =
    values.length > 0
      ? new RegExp(
          `(?<![\\p{L}\\p{N}])(?:${values.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
          'giu',
        )
      : null;
  const redactText = (text: string | null): string | null =>
    text === null || !pattern
      ? text
      : text.replace(pattern, (match) => (match.includes('@') ? markers.email : markers.name));
  const redactJson = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') {
      return key !== undefined && personalKeys.has(key) ? redactedValue : redactText(value);
    }
    if (Array.isArray(value)) return value.map((item) => redactJson(item));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([entryKey, entry]) => [entryKey, redactJson(entry, entryKey)]),
      );
    }
    return value;
  };
  return { redactText, redactJson: (value) => redactJson(value) };
}
