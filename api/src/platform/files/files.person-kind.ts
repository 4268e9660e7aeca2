import { asDate, idList, readableFields, type PersonKind, type Row } from '../people/index.js';

/**
 * What the person uploaded: student IDs, payment proofs and manuscripts. Erasing one deletes it
 * from storage once the record's transaction has committed.
 */
export const filesKind: PersonKind = {
  kind: 'file',
  follows: ['registration', 'payment', 'abstract'],
  personalColumns: { stored_files: ['original_name'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      `SELECT * FROM stored_files
        WHERE id IN (SELECT student_id_file_id FROM registrations WHERE id IN (?))
           OR id IN (SELECT proof_file_id FROM payments WHERE id IN (?))
           OR id IN (SELECT file_id FROM abstracts WHERE id IN (?))
        ORDER BY id`,
      [
        idList(search.idsOf('registration')),
        idList(search.idsOf('payment')),
        idList(search.idsOf('abstract')),
      ],
    );
    return rows.map((row) => ({
      kind: 'file',
      id: String(row.id),
      reference: String(row.original_name),
      createdAt: asDate(row.created_at),
      summary: `${String(row.purpose)}: ${String(row.original_name)} (${String(row.size_bytes)} bytes)`,
      fields: readableFields(row, ['storage_key']),
      file: { storageKey: String(row.storage_key), name: String(row.original_name) },
    }));
  },
  async erase(db, id) {
    const [row] = await db.query<Row[]>('SELECT storage_key FROM stored_files WHERE id = ?', [id]);
    if (!row) return [];
    await db.query(
      'UPDATE registrations SET student_id_file_id = NULL WHERE student_id_file_id = ?',
      [id],
    );
    await db.query('UPDATE payments SET proof_file_id = NULL WHERE proof_file_id = ?', [id]);
    const [abstract] = await db.query<Row[]>('SELECT id FROM abstracts WHERE file_id = ? LIMIT 1', [
      id,
    ]);
    if (abstract) {
      // An abstract must name a file: the record stays, describing nothing of the person's.
      await db.query(
        `UPDATE stored_files SET original_name = 'erased', sha256 = REPEAT('0', 64) WHERE id = ?`,
        [id],
      );
    } else {
      await db.query('DELETE FROM stored_files WHERE id = ?', [id]);
    }
    return [String(row.storage_key)];
  },
};
