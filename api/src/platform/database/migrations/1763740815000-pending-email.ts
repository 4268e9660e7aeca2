import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A new e-mail address an organiser gives a registration waits here until its owner confirms it
 * from the link sent to it: the address, the SHA-256 of the link's token and when the link
 * expires. The confirmed address stays in `email` meanwhile.
 */
export class PendingEmail1763740815000 implements MigrationInterface {
  name = 'PendingEmail1763740815000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN pending_email VARCHAR(254) NULL,
        ADD COLUMN pending_email_token_hash CHAR(64) NULL,
        ADD COLUMN pending_email_expires_at DATETIME(3) NULL,
        ADD UNIQUE KEY uq_registrations_pending_email_token_hash (pending_email_token_hash)
    `);
  }

  /** The changes still waiting are dropped: their links stop working. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP KEY uq_registrations_pending_email_token_hash,
        DROP COLUMN pending_email_expires_at,
        DROP COLUMN pending_email_token_hash,
        DROP COLUMN pending_email
    `);
  }
}
