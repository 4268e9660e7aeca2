import {
  asDate,
  idList,
  nonEmpty,
  readableFields,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';

/**
 * Visa invitation letter requests of the person's registrations. Erased, every passport field
 * and the stored letter (which repeats them) go; the row stays with the erasure's name, its
 * status and dates, so the letters' counts and a verification code keep their history.
 */
export const visaLetterRequestsKind: PersonKind = {
  kind: 'visa-letter-request',
  follows: ['registration'],
  personalColumns: {
    visa_letter_requests: [
      'full_name',
      'passport_number',
      'nationality',
      'date_of_birth',
      'passport_expiry',
      'embassy',
      'letter_pdf',
      'refusal_reason',
    ],
  },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM visa_letter_requests WHERE registration_id IN (?) ORDER BY id',
      [idList(search.idsOf('registration'))],
    );
    return rows.map((row) => ({
      kind: 'visa-letter-request',
      id: String(row.id),
      reference: (row.verification_code as string | null) ?? `#${String(row.id)}`,
      createdAt: asDate(row.requested_at),
      summary: `Visa letter for ${(row.embassy as string | null) ?? 'an embassy'}, ${String(row.status)}`,
      // The letter itself is a PDF of the same fields; the export writes the fields.
      fields: readableFields(row, ['letter_pdf']),
      personalValues: nonEmpty([row.full_name, row.passport_number]),
    }));
  },
  async erase(db, id, context) {
    const [row] = await db.query<Row[]>(
      'SELECT refusal_reason FROM visa_letter_requests WHERE id = ?',
      [id],
    );
    if (!row) return [];
    await db.query(
      `UPDATE visa_letter_requests
          SET full_name = ?, passport_number = NULL, nationality = NULL, date_of_birth = NULL,
              passport_expiry = NULL, embassy = NULL, letter_pdf = NULL, refusal_reason = ?,
              passport_data_cleared_at = COALESCE(passport_data_cleared_at, NOW(3))
        WHERE id = ?`,
      [context.name, context.redactText((row.refusal_reason as string | null) ?? null), id],
    );
    return [];
  },
};
