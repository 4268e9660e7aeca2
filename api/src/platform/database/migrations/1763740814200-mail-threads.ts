import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The left part of an e-mail's Message-ID when its writer chose one, and of the message it
 * answers, so a reply threads with what the visitor received; the subject and text a message
 * was sent with (its secret links replaced), for the mail log, which lists newest first.
 */
export class MailThreads1763740814200 implements MigrationInterface {
  name = 'MailThreads1763740814200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outbox_messages
        ADD COLUMN message_key VARCHAR(128) NULL,
        ADD COLUMN in_reply_to_key VARCHAR(128) NULL,
        ADD COLUMN sent_subject VARCHAR(255) NULL,
        ADD COLUMN sent_text MEDIUMTEXT NULL,
        ADD KEY idx_outbox_created (created_at, id)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE outbox_messages
        DROP KEY idx_outbox_created,
        DROP COLUMN sent_text,
        DROP COLUMN sent_subject,
        DROP COLUMN in_reply_to_key,
        DROP COLUMN message_key
    `);
  }
}
