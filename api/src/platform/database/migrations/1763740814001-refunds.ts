import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds: money paid back to a registrant, each with a credit note numbered without gaps in a
 * series of its own (a one-row counter locked in the issuing transaction, as for receipts).
 */
export class Refunds1763740814001 implements MigrationInterface {
  name = 'Refunds1763740814001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE refunds (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        amount DECIMAL(10,2) NOT NULL,
        method VARCHAR(24) NOT NULL,
        reference VARCHAR(100) NOT NULL,
        refund_date DATE NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_refunds_registration (registration_id),
        KEY idx_refunds_date (refund_date),
        CONSTRAINT fk_refunds_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE credit_note_counter (
        id TINYINT UNSIGNED NOT NULL,
        last_number INT UNSIGNED NOT NULL,
        PRIMARY KEY (id)
      ) ENGINE=InnoDB
    `);
    await queryRunner.query('INSERT INTO credit_note_counter (id, last_number) VALUES (1, 0)');
    await queryRunner.query(`
      CREATE TABLE credit_notes (
        number INT UNSIGNED NOT NULL,
        refund_id BIGINT UNSIGNED NOT NULL,
        registration_id BIGINT UNSIGNED NOT NULL,
        amount_cents BIGINT NOT NULL,
        paid_after_cents BIGINT NOT NULL,
        issued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (number),
        UNIQUE KEY uq_credit_notes_refund (refund_id),
        KEY idx_credit_notes_registration (registration_id),
        CONSTRAINT fk_credit_notes_refund FOREIGN KEY (refund_id)
          REFERENCES refunds (id) ON DELETE RESTRICT,
        CONSTRAINT fk_credit_notes_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE credit_notes');
    await queryRunner.query('DROP TABLE credit_note_counter');
    await queryRunner.query('DROP TABLE refunds');
  }
}
