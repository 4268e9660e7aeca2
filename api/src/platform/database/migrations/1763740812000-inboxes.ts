import type { MigrationInterface, QueryRunner } from 'typeorm';

const tableOptions = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** The five inboxes' tables, each with the column that says who holds a record. */
const inboxTables = [
  'abstracts',
  'membership_applications',
  'contact_messages',
  'bookings',
  'sponsorship_inquiries',
] as const;

/**
 * The organisers' inboxes: every submission can be held by a team member, carries internal
 * notes, and moves through the statuses the portal shows. Statuses stored under their earlier
 * names are renamed (membership `accepted` is `approved`, booking `requested` is `new` and
 * `cancelled` is `declined`, sponsorship `contacted` is `in discussion` and `closed` is
 * `declined`); the database then refuses any status the inbox does not know. Reviewers keep
 * the subthemes whose abstracts they review.
 */
export class Inboxes1763740812000 implements MigrationInterface {
  name = 'Inboxes1763740812000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of inboxTables) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN assignee_user_id BIGINT UNSIGNED NULL,
          ADD KEY idx_${table}_assignee (assignee_user_id, created_at),
          ADD CONSTRAINT fk_${table}_assignee FOREIGN KEY (assignee_user_id)
            REFERENCES users (id) ON DELETE SET NULL
      `);
    }
    for (const table of ['membership_applications', 'contact_messages', 'sponsorship_inquiries']) {
      await queryRunner.query(`
        ALTER TABLE ${table} ADD COLUMN updated_at DATETIME(3) NOT NULL
          DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3)
      `);
      await queryRunner.query(`UPDATE ${table} SET updated_at = created_at`);
    }
    await queryRunner.query(
      "UPDATE membership_applications SET status = 'approved' WHERE status = 'accepted'",
    );
    await queryRunner.query(
      "UPDATE bookings SET status = CASE status WHEN 'requested' THEN 'new' WHEN 'cancelled' THEN 'declined' ELSE status END",
    );
    await queryRunner.query("ALTER TABLE bookings ALTER COLUMN status SET DEFAULT 'new'");
    await queryRunner.query(
      "UPDATE sponsorship_inquiries SET status = CASE status WHEN 'contacted' THEN 'in discussion' WHEN 'closed' THEN 'declined' ELSE status END",
    );
    await queryRunner.query(
      'ALTER TABLE sponsorship_inquiries ADD COLUMN amount_usd DECIMAL(12, 2) NULL',
    );
    const statuses: Record<(typeof inboxTables)[number], readonly string[]> = {
      abstracts: ['submitted', 'under review', 'accepted', 'rejected', 'withdrawn'],
      membership_applications: ['new', 'approved', 'declined'],
      contact_messages: ['new', 'answered', 'closed'],
      bookings: ['new', 'confirmed', 'declined'],
      sponsorship_inquiries: ['new', 'in discussion', 'confirmed', 'declined'],
    };
    for (const table of inboxTables) {
      const allowed = statuses[table].map((status) => `'${status}'`).join(', ');
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT chk_${table}_status CHECK (status IN (${allowed}))`,
      );
    }
    await queryRunner.query(`
      CREATE TABLE inbox_notes (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        inbox VARCHAR(32) NOT NULL,
        record_id BIGINT UNSIGNED NOT NULL,
        author_user_id BIGINT UNSIGNED NULL,
        author_email VARCHAR(254) NOT NULL,
        body TEXT NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_inbox_notes_record (inbox, record_id, created_at)
      ) ${tableOptions}
    `);
    await queryRunner.query(`
      CREATE TABLE contact_replies (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        message_id BIGINT UNSIGNED NOT NULL,
        author_user_id BIGINT UNSIGNED NULL,
        author_email VARCHAR(254) NOT NULL,
        body TEXT NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_contact_replies_message (message_id, created_at),
        CONSTRAINT fk_contact_replies_message FOREIGN KEY (message_id)
          REFERENCES contact_messages (id) ON DELETE CASCADE
      ) ${tableOptions}
    `);
    await queryRunner.query('ALTER TABLE users ADD COLUMN subthemes JSON NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN subthemes');
    await queryRunner.query('DROP TABLE contact_replies');
    await queryRunner.query('DROP TABLE inbox_notes');
    for (const table of inboxTables) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT chk_${table}_status`);
      await queryRunner.query(`ALTER TABLE ${table} DROP FOREIGN KEY fk_${table}_assignee`);
      await queryRunner.query(`ALTER TABLE ${table} DROP KEY idx_${table}_assignee`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN assignee_user_id`);
    }
    await queryRunner.query('ALTER TABLE sponsorship_inquiries DROP COLUMN amount_usd');
    await queryRunner.query(
      "UPDATE sponsorship_inquiries SET status = CASE status WHEN 'in discussion' THEN 'contacted' WHEN 'declined' THEN 'closed' WHEN 'confirmed' THEN 'closed' ELSE status END",
    );
    await queryRunner.query("ALTER TABLE bookings ALTER COLUMN status SET DEFAULT 'requested'");
    await queryRunner.query(
      "UPDATE bookings SET status = CASE status WHEN 'new' THEN 'requested' WHEN 'declined' THEN 'cancelled' ELSE status END",
    );
    await queryRunner.query(
      "UPDATE membership_applications SET status = 'accepted' WHERE status = 'approved'",
    );
    for (const table of ['membership_applications', 'contact_messages', 'sponsorship_inquiries']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN updated_at`);
    }
  }
}
