import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's figures are aggregates over every registration. This index holds every
 * column they read, so MySQL answers them from the index (a narrow, sequential read) instead
 * of reading each full row of the table.
 */
export class RegistrationsDashboardIndex1763740805000 implements MigrationInterface {
  name = 'RegistrationsDashboardIndex1763740805000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX idx_registrations_dashboard ON registrations
        (payment_status, participant_category, participation_type, presentation_type, field_trip, fee_usd)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX idx_registrations_dashboard ON registrations');
  }
}
