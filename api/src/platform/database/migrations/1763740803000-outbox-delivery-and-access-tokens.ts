import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the mail worker records about a delivery (its claim and the SMTP message id), and the
 * registrants' access tokens.
 */
export class OutboxDeliveryAndAccessTokens1763740803000 implements MigrationInterface {
  name = 'OutboxDeliveryAndAccessTokens1763740803000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outbox_messages
        ADD COLUMN locked_until DATETIME(3) NULL AFTER enqueued_at,
        ADD COLUMN message_id VARCHAR(255) NULL AFTER sent_at
    `);
    await queryRunner.query(`
      CREATE TABLE access_tokens (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        last_used_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        UNIQUE KEY uq_access_tokens_hash (token_hash),
        KEY idx_access_tokens_registration (registration_id),
        KEY idx_access_tokens_expires (expires_at),
        CONSTRAINT fk_access_tokens_registration FOREIGN KEY (registration_id) REFERENCES registrations (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE access_tokens');
    await queryRunner.query(`
      ALTER TABLE outbox_messages
        DROP COLUMN message_id,
        DROP COLUMN locked_until
    `);
  }
}
