import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imported bank statements, their lines as matched, the transfers already booked (one row per
 * transfer, so no statement books one twice), and the column layouts of banks' CSV files.
 */
export class BankStatements1763740810000 implements MigrationInterface {
  name = 'BankStatements1763740810000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE bank_statements (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        format VARCHAR(8) NOT NULL,
        file_name VARCHAR(255) NOT NULL,
        file_sha256 CHAR(64) NOT NULL,
        imported_by_user_id BIGINT UNSIGNED NULL,
        imported_by_email VARCHAR(254) NOT NULL,
        confirmed_by_email VARCHAR(254) NULL,
        confirmed_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_bank_statements_created (created_at)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE bank_statement_lines (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        statement_id BIGINT UNSIGNED NOT NULL,
        position INT UNSIGNED NOT NULL,
        line_key CHAR(64) NOT NULL,
        booking_date DATE NOT NULL,
        amount_cents BIGINT NOT NULL,
        currency CHAR(3) NOT NULL,
        description TEXT NOT NULL,
        payer_name VARCHAR(255) NOT NULL,
        bank_reference VARCHAR(100) NOT NULL,
        outcome VARCHAR(16) NOT NULL,
        registration_id BIGINT UNSIGNED NULL,
        due_after_cents BIGINT NULL,
        resolution VARCHAR(16) NULL,
        comment TEXT NULL,
        payment_id BIGINT UNSIGNED NULL,
        PRIMARY KEY (id),
        UNIQUE KEY uq_bank_statement_lines_position (statement_id, position),
        KEY idx_bank_statement_lines_key (line_key),
        CONSTRAINT fk_bank_statement_lines_statement FOREIGN KEY (statement_id)
          REFERENCES bank_statements (id) ON DELETE CASCADE,
        CONSTRAINT fk_bank_statement_lines_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT,
        CONSTRAINT fk_bank_statement_lines_payment FOREIGN KEY (payment_id)
          REFERENCES payments (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE bank_transfers_booked (
        line_key CHAR(64) NOT NULL,
        statement_line_id BIGINT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (line_key),
        CONSTRAINT fk_bank_transfers_booked_line FOREIGN KEY (statement_line_id)
          REFERENCES bank_statement_lines (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE bank_csv_layouts (
        signature CHAR(64) NOT NULL,
        headers JSON NOT NULL,
        layout JSON NOT NULL,
        saved_by_email VARCHAR(254) NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (signature)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE bank_csv_layouts');
    await queryRunner.query('DROP TABLE bank_transfers_booked');
    await queryRunner.query('DROP TABLE bank_statement_lines');
    await queryRunner.query('DROP TABLE bank_statements');
  }
}
