import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets an account's sign-ins be ended: every token carries the account's token version, and
 * logging out, changing the password or disabling the account moves the version on, so the
 * tokens issued before no longer match.
 */
export class UserSessions1763740806000 implements MigrationInterface {
  name = 'UserSessions1763740806000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN token_version INT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN disabled_at DATETIME(3) NULL DEFAULT NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN disabled_at, DROP COLUMN token_version');
  }
}
