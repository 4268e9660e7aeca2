import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A scan's nonce is the phone's own idea, so two accounts may well pick the same one: it names
 * a scan within the account that made it, and another account's scan under that nonce is a new
 * scan rather than a replay of someone else's answer.
 */
export class CheckInNoncesPerAccount1763740815300 implements MigrationInterface {
  name = 'CheckInNoncesPerAccount1763740815300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE check_in_scans
        DROP PRIMARY KEY,
        ADD COLUMN id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT FIRST,
        ADD PRIMARY KEY (id),
        ADD UNIQUE KEY uq_check_in_scans_user_nonce (user_id, nonce)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // One nonce for everyone again: of the scans that share a nonce, the first one keeps it.
    await queryRunner.query(`
      DELETE later FROM check_in_scans later
        JOIN check_in_scans earlier ON earlier.nonce = later.nonce AND earlier.id < later.id
    `);
    await queryRunner.query(`
      ALTER TABLE check_in_scans
        DROP INDEX uq_check_in_scans_user_nonce,
        DROP PRIMARY KEY,
        DROP COLUMN id,
        ADD PRIMARY KEY (nonce)
    `);
  }
}
