import { edition } from '@caawg11/conference';

/** What banks insert into a quoted reference: spaces, line breaks, dashes, dots, slashes. */
const separator = String.raw`[\s.\-_/\\]*`;

/** Letters that a payer or a bank's OCR puts where a digit belongs. */
const digitLookalikes: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1' };

function digitClass(digit: string): string {
  const lookalikes = Object.entries(digitLookalikes)
    .filter(([, value]) => value === digit)
    .map(([letter]) => letter)
    .join('');
  return `[${digit}${lookalikes}]`;
}

function letterClass(letter: string): string {
  const asDigit = digitLookalikes[letter];
  return asDigit ? `[${letter}${asDigit}]` : letter;
}

/** A reference's prefix, one character at a time, separators allowed between and after. */
function prefixPattern(prefix: string): RegExp {
  return new RegExp(
    [...prefix.toUpperCase()]
      .map((character) => (/\d/.test(character) ? digitClass(character) : letterClass(character)))
      .join(separator) + separator,
    'gi',
  );
}

/** The edition's short name (CAAWG11) that opens a registration reference. */
const registrationPrefix = prefixPattern(edition.shortName);

/** GRP, which opens a group invoice's reference (GRP-0007). */
const groupPrefix = prefixPattern('GRP');

const digitLike = /^[0-9OQDIL]$/i;
const separatorCharacter = /^[\s.\-_/\\]$/;

function asDigit(character: string): string {
  return digitLookalikes[character.toUpperCase()] ?? character;
}

/**
 * The registration numbers a payment description may be quoting, most likely first.
 *
 * A reference is the short name and the number padded to four digits (CAAWG11-0042), so a
 * number of four digits may start with zeros and a longer one may not. A candidate ends where
 * the next character is neither a digit nor a separator, or is a separator, so "CAAWG11 0042
 * 2025-08-01" yields 42 and never 42202.
 */
export function findRegistrationNumbers(description: string): number[] {
  return numbersAfter(registrationPrefix, description);
}

/**
 * The group invoice numbers a payment description may be quoting (GRP-0007, "grp 0007",
 * "GRP0OO7"), read as registration references are: four digits, or more without a leading zero.
 */
export function findGroupInvoiceNumbers(description: string): number[] {
  return numbersAfter(groupPrefix, description);
}

function numbersAfter(prefix: RegExp, description: string): number[] {
  const found: number[] = [];
  for (const match of description.matchAll(prefix)) {
    let digits = '';
    let position = (match.index ?? 0) + match[0].length;
    while (position < description.length && digits.length < 6) {
      const character = description.charAt(position);
      if (digitLike.test(character)) {
        digits += asDigit(character);
        position += 1;
        const next = description[position] ?? '';
        const endsHere = !/^[0-9]$/.test(next);
        const plausible = digits.length === 4 || (digits.length > 4 && !digits.startsWith('0'));
        if (digits.length >= 4 && endsHere && plausible) found.push(Number(digits));
      } else if (separatorCharacter.test(character)) {
        position += 1;
      } else {
        break;
      }
    }
  }
  return [...new Set(found)].filter((number) => number > 0);
}
