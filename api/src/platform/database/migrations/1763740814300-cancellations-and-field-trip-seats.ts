import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cancellation policy (one row finance edits), the share of it fixed on each cancelled
 * registration, and the field trip's seats: one settings row that every seat-taking transaction
 * locks, and a seat per registration choosing the trip, `held`, `paid` or `waiting`, the waiting
 * ones in the order of their ids.
 */
export class CancellationsAndFieldTripSeats1763740814300 implements MigrationInterface {
  name = 'CancellationsAndFieldTripSeats1763740814300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cancellation_policy (
        id TINYINT UNSIGNED NOT NULL,
        full_refund_before DATE NOT NULL,
        partial_refund_before DATE NOT NULL,
        partial_refund_percent TINYINT UNSIGNED NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_cancellation_policy_single CHECK (id = 1),
        CONSTRAINT chk_cancellation_policy_percent CHECK (partial_refund_percent <= 100)
      ) ENGINE=InnoDB
    `);
    // Everything back until the early-bird deadline, half until the payment deadline, then none.
    await queryRunner.query(`
      INSERT INTO cancellation_policy
        (id, full_refund_before, partial_refund_before, partial_refund_percent)
      VALUES (1, '2025-08-01', '2025-09-15', 50)
    `);
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN cancellation_refund_percent TINYINT UNSIGNED NULL AFTER cancellation_reason
    `);
    await queryRunner.query(`
      CREATE TABLE field_trip_settings (
        id TINYINT UNSIGNED NOT NULL,
        seats INT UNSIGNED NOT NULL,
        pay_by DATE NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_field_trip_settings_single CHECK (id = 1)
      ) ENGINE=InnoDB
    `);
    // One coach; the trip's seats are paid by the payment deadline.
    await queryRunner.query(`
      INSERT INTO field_trip_settings (id, seats, pay_by) VALUES (1, 40, '2025-09-15')
    `);
    await queryRunner.query(`
      CREATE TABLE field_trip_seats (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        status VARCHAR(8) NOT NULL,
        pay_by DATE NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_field_trip_seats_registration (registration_id),
        KEY idx_field_trip_seats_status (status, id),
        CONSTRAINT fk_field_trip_seats_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE CASCADE,
        CONSTRAINT chk_field_trip_seats_status CHECK (status IN ('held', 'paid', 'waiting'))
      ) ENGINE=InnoDB
    `);
    // Registrations that chose the trip before it had seats take them in the order they came.
    await queryRunner.query(`
      INSERT INTO field_trip_seats (registration_id, status)
      SELECT id, CASE WHEN ROW_NUMBER() OVER (ORDER BY id) <= 40 THEN 'held' ELSE 'waiting' END
        FROM registrations
       WHERE field_trip = 1 AND cancelled_at IS NULL
       ORDER BY id
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE field_trip_seats');
    await queryRunner.query('DROP TABLE field_trip_settings');
    await queryRunner.query('ALTER TABLE registrations DROP COLUMN cancellation_refund_percent');
    await queryRunner.query('DROP TABLE cancellation_policy');
  }
}
