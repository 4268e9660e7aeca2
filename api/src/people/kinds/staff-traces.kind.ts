import { asDate, type PersonKind, type Row } from '../person-kind.js';

/** Where an organiser's address is written beside what they did, outside the audit log. */
interface StaffTraceTable {
  table: string;
  /** The columns that identify one row, joined with "|" into the record's id. */
  keys: readonly string[];
  emailColumns: readonly string[];
  dateColumn: string;
  label: string;
}

const traceTables: readonly StaffTraceTable[] = [
  {
    table: 'contact_replies',
    keys: ['id'],
    emailColumns: ['author_email'],
    dateColumn: 'created_at',
    label: 'Reply written',
  },
  {
    table: 'inbox_notes',
    keys: ['id'],
    emailColumns: ['author_email'],
    dateColumn: 'created_at',
    label: 'Note written',
  },
  {
    table: 'team_invitations',
    keys: ['id'],
    emailColumns: ['invited_by_email'],
    dateColumn: 'created_at',
    label: 'Invitation sent',
  },
  {
    table: 'announcements',
    keys: ['id'],
    emailColumns: ['created_by_email'],
    dateColumn: 'created_at',
    label: 'Announcement written',
  },
  {
    table: 'bank_statements',
    keys: ['id'],
    emailColumns: ['imported_by_email', 'confirmed_by_email'],
    dateColumn: 'created_at',
    label: 'Bank statement imported or confirmed',
  },
  {
    table: 'bank_csv_layouts',
    keys: ['signature'],
    emailColumns: ['saved_by_email'],
    dateColumn: 'updated_at',
    label: 'Bank CSV layout saved',
  },
  {
    table: 'notice_texts',
    keys: ['notice', 'language'],
    emailColumns: ['updated_by_email'],
    dateColumn: 'updated_at',
    label: 'E-mail text changed',
  },
  {
    table: 'programme_publications',
    keys: ['id'],
    emailColumns: ['published_by_email'],
    dateColumn: 'published_at',
    label: 'Programme published',
  },
  {
    table: 'person_erasures',
    keys: ['id'],
    emailColumns: ['requested_by_email'],
    dateColumn: 'created_at',
    label: 'Erasure made',
  },
];

/**
 * What an organiser did, where the row names them by address: the work stays, its author
 * becomes the marker. (The table names and columns are this file's own, never the caller's.)
 */
export const staffTracesKind: PersonKind = {
  kind: 'staff-trace',
  async find(db, search) {
    const found = [];
    for (const trace of traceTables) {
      const rows: Row[] = await db.query(
        `SELECT ${[...trace.keys, trace.dateColumn].join(', ')} FROM ${trace.table}
          WHERE ${trace.emailColumns.map((column) => `${column} = ?`).join(' OR ')}`,
        trace.emailColumns.map(() => search.email),
      );
      for (const row of rows) {
        const key = trace.keys.map((column) => String(row[column] as string | number)).join('|');
        found.push({
          kind: 'staff-trace' as const,
          id: `${trace.table}:${key}`,
          reference: `${trace.table} ${key}`,
          createdAt: asDate(row[trace.dateColumn]),
          summary: trace.label,
          fields: { table: trace.table, key, what: trace.label },
        });
      }
    }
    return found;
  },
  async erase(db, id, context) {
    const [table, key = ''] = id.split(/:(.*)/s);
    const trace = traceTables.find((candidate) => candidate.table === table);
    if (!trace) throw new Error(`No table of organisers' traces named ${String(table)}`);
    const keyValues = key.split('|');
    for (const column of trace.emailColumns) {
      await db.query(
        `UPDATE ${trace.table} SET ${column} = ?
          WHERE ${trace.keys.map((keyColumn) => `${keyColumn} = ?`).join(' AND ')}
            AND ${column} IN (?)`,
        [context.email, ...keyValues, context.personalValues],
      );
    }
    return [];
  },
};
