import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts, numbered without gaps: the next number comes from a one-row counter locked in the
 * issuing transaction (an AUTO_INCREMENT would skip numbers on rollback), and a registration has
 * at most one receipt.
 */
export class Receipts1763740810100 implements MigrationInterface {
  name = 'Receipts1763740810100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE receipt_counter (
        id TINYINT UNSIGNED NOT NULL,
        last_number INT UNSIGNED NOT NULL,
        PRIMARY KEY (id)
      ) ENGINE=InnoDB
    `);
    await queryRunner.query('INSERT INTO receipt_counter (id, last_number) VALUES (1, 0)');
    await queryRunner.query(`
      CREATE TABLE receipts (
        number INT UNSIGNED NOT NULL,
        registration_id BIGINT UNSIGNED NOT NULL,
        amount_cents BIGINT NOT NULL,
        issued_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (number),
        UNIQUE KEY uq_receipts_registration (registration_id),
        CONSTRAINT fk_receipts_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE receipts');
    await queryRunner.query('DROP TABLE receipt_counter');
  }
}
