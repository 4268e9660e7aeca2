import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cancelled registration keeps its row, its payments and its documents; these say when it was
 * cancelled, by whom (an organiser's account, or none when the registrant cancelled) and why.
 */
export class RegistrationCancellation1763740814250 implements MigrationInterface {
  name = 'RegistrationCancellation1763740814250';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN cancelled_at DATETIME(3) NULL,
        ADD COLUMN cancelled_by_user_id BIGINT UNSIGNED NULL,
        ADD COLUMN cancellation_reason VARCHAR(1000) NULL,
        ADD KEY idx_registrations_cancelled (cancelled_at)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP KEY idx_registrations_cancelled,
        DROP COLUMN cancellation_reason,
        DROP COLUMN cancelled_by_user_id,
        DROP COLUMN cancelled_at
    `);
  }
}
