import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  defaultLanguage,
  isLanguage,
  staffRoles,
  type AnnouncementAudience,
  type AnnouncementFailure,
  type AnnouncementProgress,
  type AnnouncementStatus,
  type AnnouncementTexts,
  type Language,
} from '@caawg11/conference';
import { AbstractsRepository } from '../../abstracts-and-programme/abstracts/abstracts.repository.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { fullName } from '../../registrations-and-money/registrations/index.js';

/** One person an audience reaches; a registrant has the reference and the access link. */
export interface Recipient {
  /** Lower-cased: one e-mail per address, whatever the case it was stored in. */
  email: string;
  name: string;
  language: Language;
  registrationId: string | null;
  reference: string | null;
}

export interface StoredAnnouncement {
  id: string;
  texts: AnnouncementTexts;
  audience: AnnouncementAudience;
  essential: boolean;
  sendAt: Date;
  status: AnnouncementStatus;
  leftOutUnsubscribed: number;
  createdByEmail: string;
  createdAt: Date;
}

export interface NewAnnouncement {
  texts: AnnouncementTexts;
  audience: AnnouncementAudience;
  essential: boolean;
  sendAt: Date;
  createdByUserId: string | null;
  createdByEmail: string;
}

export interface WrittenRecipient {
  announcementId: string;
  email: string;
  language: Language;
  outboxId: string;
  unsubscribeTokenHash: string | null;
}

interface AnnouncementRow {
  id: string | number;
  texts: string | AnnouncementTexts;
  audience: string | AnnouncementAudience;
  essential: number;
  send_at: Date;
  status: AnnouncementStatus;
  left_out_unsubscribed: number;
  created_by_email: string;
  created_at: Date;
}

function parsed<T>(value: string | T): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

function toAnnouncement(row: AnnouncementRow): StoredAnnouncement {
  return {
    id: String(row.id),
    texts: parsed(row.texts),
    audience: parsed(row.audience),
    essential: Boolean(row.essential),
    sendAt: row.send_at,
    status: row.status,
    leftOutUnsubscribed: Number(row.left_out_unsubscribed),
    createdByEmail: row.created_by_email,
    createdAt: row.created_at,
  };
}

function languageOf(value: string | null): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** One recipient per address, the first one met kept (the query orders them). */
function oncePerAddress(recipients: readonly Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => {
    if (seen.has(recipient.email)) return false;
    seen.add(recipient.email);
    return true;
  });
}

const announcementColumns = `id, texts, audience, essential, send_at, status,
  left_out_unsubscribed, created_by_email, created_at`;

/** Announcements, their recipients, the audiences they are drawn from, and the unsubscribed. */
@Injectable()
export class AnnouncementsRepository extends DatabaseRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly abstracts: AbstractsRepository,
  ) {
    super(dataSource);
  }

  /** Everyone the audience reaches now, by address, unsubscribed or not. */
  async audience(
    audience: AnnouncementAudience,
    manager: EntityManager = this.manager,
  ): Promise<Recipient[]> {
    switch (audience.kind) {
      case 'registrations':
        return this.registrants(audience, manager);
      case 'presenters':
        return this.presenters(audience, manager);
      case 'reviewers':
        return this.accounts(['reviewer'], manager);
      case 'team':
        return this.accounts(staffRoles, manager);
      case 'members':
        return this.members(manager);
    }
  }

  private async registrants(
    audience: AnnouncementAudience,
    manager: EntityManager,
  ): Promise<Recipient[]> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (audience.paymentStatuses?.length) {
      conditions.push('payment_status IN (?)');
      parameters.push(audience.paymentStatuses);
    }
    if (audience.participantCategories?.length) {
      conditions.push('participant_category IN (?)');
      parameters.push(audience.participantCategories);
    }
    if (audience.country?.trim()) {
      conditions.push('country = ?');
      parameters.push(audience.country.trim());
    }
    if (audience.fieldTrip !== undefined) {
      conditions.push('field_trip = ?');
      parameters.push(audience.fieldTrip ? 1 : 0);
    }
    const rows = await manager.query<
      {
        id: string | number;
        reference: string | null;
        title: string;
        other_title: string | null;
        first_name: string;
        other_names: string;
        email: string;
        language: string | null;
      }[]
    >(
      `SELECT id, reference, title, other_title, first_name, other_names, email, language
         FROM registrations
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY LOWER(email), id`,
      parameters,
    );
    return oncePerAddress(
      rows.map((row) => ({
        email: row.email.toLowerCase(),
        name: fullName({
          title: row.title,
          otherTitle: row.other_title,
          firstName: row.first_name,
          otherNames: row.other_names,
        }),
        language: languageOf(row.language),
        registrationId: String(row.id),
        reference: row.reference ?? `#${row.id}`,
      })),
    );
  }

  /** The presenting authors of the accepted talks, of a session or a day when it says so. */
  private async presenters(
    audience: AnnouncementAudience,
    manager: EntityManager,
  ): Promise<Recipient[]> {
    const presenters = await this.abstracts.acceptedPresenters(
      manager,
      await this.placedAbstractIds(audience, manager),
    );
    // Sorted by address, the oldest abstract first (the sort keeps their order) for each.
    const byAddress = [...presenters].sort((one, other) => one.email.localeCompare(other.email));
    return oncePerAddress(
      byAddress.map((presenter) => ({
        email: presenter.email,
        name: presenter.name,
        language: presenter.language,
        registrationId: null,
        reference: null,
      })),
    );
  }

  /** The abstracts placed in the audience's session or on its day; undefined for no such limit. */
  private async placedAbstractIds(
    audience: AnnouncementAudience,
    manager: EntityManager,
  ): Promise<string[] | undefined> {
    if (audience.sessionId === undefined && audience.day === undefined) return undefined;
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    if (audience.sessionId !== undefined) {
      conditions.push('p.session_id = ?');
      parameters.push(audience.sessionId);
    }
    if (audience.day !== undefined) {
      conditions.push('s.day = ?');
      parameters.push(audience.day);
    }
    const rows = await manager.query<{ abstract_id: string | number }[]>(
      `SELECT p.abstract_id
         FROM programme_placements p JOIN programme_sessions s ON s.id = p.session_id
        WHERE ${conditions.join(' AND ')}`,
      parameters,
    );
    return rows.map((row) => String(row.abstract_id));
  }

  private async accounts(roles: readonly string[], manager: EntityManager): Promise<Recipient[]> {
    const rows = await manager.query<{ email: string }[]>(
      `SELECT email FROM users WHERE role IN (?) AND disabled_at IS NULL ORDER BY LOWER(email)`,
      [roles],
    );
    // Accounts have no name of their own: the greeting uses the address.
    return oncePerAddress(
      rows.map((row) => ({
        email: row.email.toLowerCase(),
        name: row.email,
        language: defaultLanguage,
        registrationId: null,
        reference: null,
      })),
    );
  }

  private async members(manager: EntityManager): Promise<Recipient[]> {
    const rows = await manager.query<{ name: string; email: string; language: string | null }[]>(
      `SELECT name, email, language FROM membership_applications
        WHERE status = 'approved' ORDER BY LOWER(email), id`,
    );
    return oncePerAddress(
      rows.map((row) => ({
        email: row.email.toLowerCase(),
        name: row.name,
        language: languageOf(row.language),
        registrationId: null,
        reference: null,
      })),
    );
  }

  /** The addresses that unsubscribed from announcements, lower-cased. */
  async unsubscribed(manager: EntityManager = this.manager): Promise<Set<string>> {
    const rows = await manager.query<{ email: string }[]>('SELECT email FROM mail_unsubscribes');
    return new Set(rows.map((row) => row.email.toLowerCase()));
  }

  async insert(manager: EntityManager, announcement: NewAnnouncement): Promise<string> {
    const result = await manager.query<{ insertId: number | string }>(
      `INSERT INTO announcements
         (texts, audience, essential, send_at, created_by_user_id, created_by_email)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        JSON.stringify(announcement.texts),
        JSON.stringify(announcement.audience),
        announcement.essential ? 1 : 0,
        announcement.sendAt,
        announcement.createdByUserId,
        announcement.createdByEmail,
      ],
    );
    return String(result.insertId);
  }

  async find(id: string): Promise<StoredAnnouncement | null> {
    const [row] = await this.manager.query<AnnouncementRow[]>(
      `SELECT ${announcementColumns} FROM announcements WHERE id = ?`,
      [id],
    );
    return row ? toAnnouncement(row) : null;
  }

  /** Newest first. */
  async list(limit: number): Promise<StoredAnnouncement[]> {
    const rows = await this.manager.query<AnnouncementRow[]>(
      `SELECT ${announcementColumns} FROM announcements ORDER BY id DESC LIMIT ?`,
      [limit],
    );
    return rows.map(toAnnouncement);
  }

  /** Announcements whose time has come and whose e-mails are not all written yet. */
  async dueIds(now: Date): Promise<string[]> {
    const rows = await this.manager.query<{ id: string | number }[]>(
      `SELECT id FROM announcements
        WHERE status IN ('scheduled', 'sending') AND send_at <= ? ORDER BY send_at, id`,
      [now],
    );
    return rows.map((row) => String(row.id));
  }

  /** Locks the announcement for the rest of the caller's transaction. */
  async lock(manager: EntityManager, id: string): Promise<StoredAnnouncement | null> {
    const [row] = await manager.query<AnnouncementRow[]>(
      `SELECT ${announcementColumns} FROM announcements WHERE id = ? FOR UPDATE`,
      [id],
    );
    return row ? toAnnouncement(row) : null;
  }

  async markSending(manager: EntityManager, id: string): Promise<void> {
    await manager.query("UPDATE announcements SET status = 'sending' WHERE id = ?", [id]);
  }

  async markSent(
    manager: EntityManager,
    id: string,
    leftOutUnsubscribed: number,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE announcements SET status = 'sent', left_out_unsubscribed = ?, written_at = ?
        WHERE id = ?`,
      [leftOutUnsubscribed, now, id],
    );
  }

  /** The addresses an announcement's e-mails were written to so far. */
  async writtenAddresses(manager: EntityManager, id: string): Promise<Set<string>> {
    const rows = await manager.query<{ email: string }[]>(
      'SELECT email FROM announcement_recipients WHERE announcement_id = ?',
      [id],
    );
    return new Set(rows.map((row) => row.email.toLowerCase()));
  }

  async insertRecipient(manager: EntityManager, recipient: WrittenRecipient): Promise<void> {
    await manager.query(
      `INSERT INTO announcement_recipients
         (announcement_id, email, language, outbox_id, unsubscribe_token_hash)
       VALUES (?, ?, ?, ?, ?)`,
      [
        recipient.announcementId,
        recipient.email,
        recipient.language,
        recipient.outboxId,
        recipient.unsubscribeTokenHash,
      ],
    );
  }

  /** E-mails written per announcement and how far each went. */
  async progress(ids: readonly string[]): Promise<Map<string, AnnouncementProgress>> {
    const progress = new Map<string, AnnouncementProgress>();
    if (ids.length === 0) return progress;
    const rows = await this.manager.query<
      {
        announcement_id: string | number;
        recipients: string | number;
        sent: string | number | null;
        failed: string | number | null;
      }[]
    >(
      `SELECT r.announcement_id, COUNT(*) AS recipients,
              SUM(o.status = 'sent') AS sent, SUM(o.status = 'failed') AS failed
         FROM announcement_recipients r
         JOIN outbox_messages o ON o.id = r.outbox_id
        WHERE r.announcement_id IN (?)
        GROUP BY r.announcement_id`,
      [ids],
    );
    for (const row of rows) {
      const recipients = Number(row.recipients);
      const sent = Number(row.sent ?? 0);
      const failed = Number(row.failed ?? 0);
      progress.set(String(row.announcement_id), {
        recipients,
        sent,
        failed,
        queued: recipients - sent - failed,
      });
    }
    return progress;
  }

  async failures(
    id: string,
  ): Promise<(AnnouncementFailure & { outboxId: string; outboxCreatedAt: Date })[]> {
    const rows = await this.manager.query<
      {
        outbox_id: string | number;
        outbox_created_at: Date;
        email: string;
        attempts: number;
        last_error: string | null;
      }[]
    >(
      `SELECT r.outbox_id, o.created_at AS outbox_created_at, r.email, o.attempts, o.last_error
         FROM announcement_recipients r
         JOIN outbox_messages o ON o.id = r.outbox_id
        WHERE r.announcement_id = ? AND o.status = 'failed'
        ORDER BY r.email`,
      [id],
    );
    return rows.map((row) => ({
      outboxId: String(row.outbox_id),
      outboxCreatedAt: row.outbox_created_at,
      email: row.email,
      attempts: Number(row.attempts),
      lastError: row.last_error,
    }));
  }

  /** Whom an unsubscribe link was written to; null when no link has the hash. */
  async linkRecipient(
    tokenHash: string,
  ): Promise<{ email: string; language: Language; announcementId: string } | null> {
    const [row] = await this.manager.query<
      { email: string; language: string; announcement_id: string | number }[]
    >(
      `SELECT email, language, announcement_id FROM announcement_recipients
        WHERE unsubscribe_token_hash = ?`,
      [tokenHash],
    );
    return row
      ? {
          email: row.email,
          language: languageOf(row.language),
          announcementId: String(row.announcement_id),
        }
      : null;
  }

  /** Leaves the address out of later announcements; unsubscribing twice keeps the first time. */
  async unsubscribe(email: string, announcementId: string, now: Date): Promise<void> {
    await this.manager.query(
      `INSERT INTO mail_unsubscribes (email, unsubscribed_at, announcement_id) VALUES (?, ?, ?)
       ON DUPLICATE KEY UPDATE email = email`,
      [email.toLowerCase(), now, announcementId],
    );
  }
}
