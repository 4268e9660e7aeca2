import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Announcements to a chosen audience: the texts and the audience as the organiser wrote them;
 * one row per recipient, unique per announcement and address, naming the outbox row of their
 * e-mail (so a worker that dies while writing them starts again where it stopped, and nobody
 * is written to twice) and holding the hash of their unsubscribe link; and the addresses that
 * unsubscribed.
 */
export class Announcements1763740814100 implements MigrationInterface {
  name = 'Announcements1763740814100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE announcements (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        texts JSON NOT NULL,
        audience JSON NOT NULL,
        essential TINYINT(1) NOT NULL,
        send_at DATETIME(3) NOT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'scheduled',
        left_out_unsubscribed INT UNSIGNED NOT NULL DEFAULT 0,
        created_by_user_id BIGINT UNSIGNED NULL,
        created_by_email VARCHAR(254) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        written_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        KEY idx_announcements_due (status, send_at),
        CONSTRAINT chk_announcements_status CHECK (status IN ('scheduled', 'sending', 'sent'))
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE announcement_recipients (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        announcement_id BIGINT UNSIGNED NOT NULL,
        email VARCHAR(254) NOT NULL,
        language CHAR(2) NOT NULL,
        outbox_id BIGINT UNSIGNED NOT NULL,
        unsubscribe_token_hash CHAR(64) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_announcement_recipients (announcement_id, email),
        UNIQUE KEY uq_announcement_recipients_token (unsubscribe_token_hash),
        KEY idx_announcement_recipients_outbox (outbox_id),
        CONSTRAINT fk_announcement_recipients_announcement
          FOREIGN KEY (announcement_id) REFERENCES announcements (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE mail_unsubscribes (
        email VARCHAR(254) NOT NULL,
        unsubscribed_at DATETIME(3) NOT NULL,
        announcement_id BIGINT UNSIGNED NULL,
        PRIMARY KEY (email)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_unsubscribes');
    await queryRunner.query('DROP TABLE announcement_recipients');
    await queryRunner.query('DROP TABLE announcements');
  }
}
