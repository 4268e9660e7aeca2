import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's counts and fee sums, kept up to date by every registration write (in its own
 * transaction) instead of recounted from every registration on each visit. One row per
 * combination of the facts the dashboard counts by, in several slots, so that concurrent writers
 * of the same kind rarely wait for one row; readers add the slots up. Counts are signed: a slot
 * may go below zero when a registration leaves it by another slot than the one it came in by.
 *
 * Filled here from the rows that exist. An older api still writing during the deployment would
 * not update it; stop it before migrating.
 */
export class RegistrationSummary1763740811000 implements MigrationInterface {
  name = 'RegistrationSummary1763740811000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE registration_summary (
        payment_status VARCHAR(16) NOT NULL,
        participant_category VARCHAR(24) NOT NULL,
        participation_type VARCHAR(16) NOT NULL,
        presentation_type VARCHAR(16) NOT NULL,
        field_trip TINYINT(1) NOT NULL,
        pending_payment TINYINT(1) NOT NULL,
        slot TINYINT UNSIGNED NOT NULL,
        registrations BIGINT NOT NULL,
        fee_usd DECIMAL(14, 2) NOT NULL,
        PRIMARY KEY (payment_status, participant_category, participation_type, presentation_type,
          field_trip, pending_payment, slot)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      INSERT INTO registration_summary (slot, payment_status, participant_category,
        participation_type, presentation_type, field_trip, pending_payment, registrations, fee_usd)
      SELECT 0, payment_status, participant_category, participation_type, presentation_type,
             field_trip, pending_payment, COUNT(*), SUM(fee_usd)
        FROM (SELECT r.payment_status, r.participant_category, r.participation_type,
                     COALESCE(r.presentation_type, '') AS presentation_type, r.field_trip,
                     EXISTS (SELECT 1 FROM payments p
                              WHERE p.registration_id = r.id AND p.status = 'pending')
                       AS pending_payment,
                     r.fee_usd
                FROM registrations r) AS registration
       GROUP BY payment_status, participant_category, participation_type, presentation_type,
                field_trip, pending_payment
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE registration_summary');
  }
}
