import { edition } from './edition.js';

/**
 * The short reference a registrant quotes on the bank transfer: the edition's short name and
 * the registration number, zero-padded to four digits (CAAWG11-0042).
 */
export function registrationReference(registrationId: number | string): string {
  return `${edition.shortName}-${String(registrationId).padStart(4, '0')}`;
}
