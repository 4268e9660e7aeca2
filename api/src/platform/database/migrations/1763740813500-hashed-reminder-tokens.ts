import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payment-reminder opt-out token is kept only as its SHA-256, with an expiry, like the other
 * tokens of the product. Tokens already e-mailed are hashed in place and given the lifetime
 * counted from their last reminder (30 days, as the code issues them), so the links in inboxes
 * keep working until then; the sent reminders' outbox rows lose their links.
 */
export class HashedReminderTokens1763740813500 implements MigrationInterface {
  name = 'HashedReminderTokens1763740813500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN reminder_token_hash CHAR(64) NULL,
        ADD COLUMN reminder_token_expires_at DATETIME(3) NULL,
        ADD UNIQUE KEY uq_registrations_reminder_token_hash (reminder_token_hash)
    `);
    await queryRunner.query(`
      UPDATE registrations
         SET reminder_token_hash = SHA2(reminder_token, 256),
             reminder_token_expires_at =
               COALESCE(last_reminded_at, CURRENT_TIMESTAMP(3)) + INTERVAL 30 DAY
       WHERE reminder_token IS NOT NULL
    `);
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP KEY uq_registrations_reminder_token,
        DROP COLUMN reminder_token
    `);
    await queryRunner.query(`
      UPDATE outbox_messages SET payload = JSON_REMOVE(payload, '$.optOutLink')
       WHERE template = 'payment-reminder' AND status = 'sent'
    `);
  }

  /**
   * A hash gives no token back: the links already e-mailed stop working, and the next reminder
   * makes a new one.
   */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN reminder_token CHAR(43) NULL,
        ADD UNIQUE KEY uq_registrations_reminder_token (reminder_token)
    `);
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP KEY uq_registrations_reminder_token_hash,
        DROP COLUMN reminder_token_expires_at,
        DROP COLUMN reminder_token_hash
    `);
  }
}
