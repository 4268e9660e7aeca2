import {
  asDate,
  nonEmpty,
  readableFields,
  type PersonData,
  type PersonKind,
  type Row,
} from '../../platform/people/index.js';
import { forgetStoredFiles } from '../../platform/files/stored-files.repository.js';
import { inboxReference } from '@caawg11/conference';
import { presenterAddressesOf } from '../abstracts/abstracts.repository.js';

/**
 * Invited speakers, found by the address the organisers reach them at. Erased, the place on
 * the page goes with the photo: an invited speaker is nothing without the person.
 */
const invitedSpeakersKind: PersonKind = {
  kind: 'invited-speaker',
  personalColumns: { invited_speakers: ['name', 'email', 'affiliation', 'topic', 'biography'] },
  async find(db, search) {
    const rows: Row[] = await db.query(
      'SELECT * FROM invited_speakers WHERE email = ? ORDER BY id',
      [search.email],
    );
    return rows.map((row) => ({
      kind: 'invited-speaker',
      id: String(row.id),
      reference: `invited speaker ${String(row.id)}`,
      createdAt: asDate(row.created_at),
      summary: `Invited speaker: ${String(row.name)}, ${String(row.affiliation)}`,
      fields: readableFields(row),
      personalValues: nonEmpty([row.name]),
    }));
  },
  async erase(db, id) {
    const rows: { photo_file_id: string | number | null }[] = await db.query(
      'SELECT photo_file_id FROM invited_speakers WHERE id = ?',
      [id],
    );
    await db.query('DELETE FROM invited_speakers WHERE id = ?', [id]);
    const photo = rows[0]?.photo_file_id;
    return photo ? forgetStoredFiles(db, [String(photo)]) : [];
  },
};

/**
 * The biography and photo given for an abstract's presenter, found by the presenter's address
 * (the submitter's when the presenter was given none). Erased, both go: they are the person.
 */
const presenterProfilesKind: PersonKind = {
  kind: 'presenter-profile',
  personalColumns: { presenter_profiles: ['biography', 'photo_file_id'] },
  async find(db, search) {
    const rows: Row[] = await db.query('SELECT * FROM presenter_profiles ORDER BY abstract_id');
    if (rows.length === 0) return [];
    const presenters = await presenterAddressesOf(
      db,
      rows.map((row) => String(row.abstract_id)),
    );
    return rows
      .filter((row) => presenters.get(String(row.abstract_id)) === search.email)
      .map((row) => ({
        kind: 'presenter-profile',
        id: String(row.abstract_id),
        reference: inboxReference('abstracts', String(row.abstract_id)),
        createdAt: asDate(row.updated_at),
        summary: `For the speakers page: ${row.biography ? 'a biography' : 'no biography'}, ${row.photo_file_id ? 'a photo' : 'no photo'}`,
        fields: readableFields(row),
      }));
  },
  async erase(db, id) {
    const rows: { photo_file_id: string | number | null }[] = await db.query(
      'SELECT photo_file_id FROM presenter_profiles WHERE abstract_id = ?',
      [id],
    );
    await db.query('DELETE FROM presenter_profiles WHERE abstract_id = ?', [id]);
    const photo = rows[0]?.photo_file_id;
    return photo ? forgetStoredFiles(db, [String(photo)]) : [];
  },
};

/** Invited speakers and presenters' profiles: what this feature's tables hold about people. */
export const speakersPersonData: PersonData = {
  kinds: [invitedSpeakersKind, presenterProfilesKind],
};
