import type { CheckInAnswer } from '@caawg11/conference';
import { asDate, idList, type PersonKind, type Row } from '../../platform/people/index.js';

function answerOf(row: Row): CheckInAnswer | null {
  const answer = row.answer as CheckInAnswer | string | null;
  return typeof answer === 'string' ? (JSON.parse(answer) as CheckInAnswer) : answer;
}

const registrationIdOf = `JSON_UNQUOTE(JSON_EXTRACT(answer, '$.registration.id'))`;
const checkedInByOf = `LOWER(JSON_UNQUOTE(JSON_EXTRACT(answer, '$.checkedInBy')))`;

/**
 * The door's answers to each scan, kept under the phone's nonce so a resent scan gets the same
 * reply. They repeat the delegate's name, reference and balance, and the address of the
 * volunteer who checked them in. A delegate's answers go on erasure: a resent scan is then
 * decided again from the anonymised registration, and still counts once (one check-in per
 * registration and occasion). A volunteer's address in them becomes the marker.
 */
export const checkInScansKind: PersonKind = {
  kind: 'check-in-scan',
  follows: ['registration'],
  personalColumns: { check_in_scans: ['answer'] },
  async find(db, search) {
    const ofDelegate: Row[] = await db.query(
      `SELECT nonce, answer, scanned_at FROM check_in_scans
        WHERE ${registrationIdOf} IN (?) ORDER BY scanned_at, nonce`,
      [idList(search.idsOf('registration'))],
    );
    const byVolunteer: Row[] = await db.query(
      `SELECT nonce, answer, scanned_at FROM check_in_scans
        WHERE ${checkedInByOf} = ? ORDER BY scanned_at, nonce`,
      [search.email],
    );
    return [
      ...ofDelegate.map((row) => {
        const answer = answerOf(row);
        return {
          kind: 'check-in-scan' as const,
          id: `delegate:${String(row.nonce)}`,
          reference: String(answer?.occasion ?? ''),
          createdAt: asDate(row.scanned_at),
          summary: `Badge scanned at the door: ${String(answer?.outcome ?? 'no answer')}`,
          fields: { scannedAt: asDate(row.scanned_at).toISOString(), answer },
        };
      }),
      ...byVolunteer.map((row) => {
        const answer = answerOf(row);
        return {
          kind: 'check-in-scan' as const,
          id: `volunteer:${String(row.nonce)}`,
          reference: String(answer?.occasion ?? ''),
          createdAt: asDate(row.scanned_at),
          summary: 'A scan answered with their check-in of a delegate',
          fields: {
            scannedAt: asDate(row.scanned_at).toISOString(),
            occasion: answer?.occasion ?? null,
            checkedInAt: answer?.checkedInAt ?? null,
          },
        };
      }),
    ];
  },
  async erase(db, id, context) {
    const [role, nonce = ''] = id.split(/:(.*)/s);
    if (role === 'delegate') {
      await db.query('UPDATE check_in_scans SET answer = NULL WHERE nonce = ?', [nonce]);
    } else {
      await db.query(
        `UPDATE check_in_scans SET answer = JSON_SET(answer, '$.checkedInBy', ?)
          WHERE nonce = ? AND ${checkedInByOf} IN (?)`,
        [context.email, nonce, context.personalValues],
      );
    }
    return [];
  },
};
