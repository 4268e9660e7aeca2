import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices made out to institutions: a group invoice covering several registrations under one
 * group reference (GRP-0007), and a single invoice for one delegate. A registration is on at most
 * one live group invoice: `live_registration_id` holds its id while the invoice is live and NULL
 * once cancelled, so the unique key refuses a second live one. Statement lines remember the
 * group invoice they quote and how the transfer is shared among its registrations.
 */
export class GroupInvoices1763740814400 implements MigrationInterface {
  name = 'GroupInvoices1763740814400';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const counter of ['group_invoice_counter', 'single_invoice_counter']) {
      await queryRunner.query(`
        CREATE TABLE ${counter} (
          id TINYINT UNSIGNED NOT NULL PRIMARY KEY,
          last_number INT UNSIGNED NOT NULL
        ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
      `);
      await queryRunner.query(`INSERT INTO ${counter} (id, last_number) VALUES (1, 0)`);
    }
    await queryRunner.query(`
      CREATE TABLE group_invoices (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        number INT UNSIGNED NOT NULL,
        institution_name VARCHAR(200) NOT NULL,
        postal_address VARCHAR(1000) NOT NULL,
        tax_id VARCHAR(60) NOT NULL DEFAULT '',
        purchase_order VARCHAR(60) NOT NULL DEFAULT '',
        language VARCHAR(2) NOT NULL DEFAULT 'en',
        created_by_user_id BIGINT UNSIGNED NULL,
        created_by_registration_id BIGINT UNSIGNED NULL,
        created_by_email VARCHAR(254) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        cancelled_at DATETIME(3) NULL,
        cancelled_by_email VARCHAR(254) NULL,
        cancellation_reason VARCHAR(1000) NULL,
        UNIQUE KEY uq_group_invoices_number (number),
        KEY idx_group_invoices_created (created_at)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE group_invoice_registrations (
        group_invoice_id BIGINT UNSIGNED NOT NULL,
        registration_id BIGINT UNSIGNED NOT NULL,
        live_registration_id BIGINT UNSIGNED NULL,
        PRIMARY KEY (group_invoice_id, registration_id),
        UNIQUE KEY uq_group_invoice_live_registration (live_registration_id),
        KEY idx_group_invoice_registrations_registration (registration_id),
        CONSTRAINT fk_group_invoice_registrations_invoice FOREIGN KEY (group_invoice_id)
          REFERENCES group_invoices (id) ON DELETE CASCADE,
        CONSTRAINT fk_group_invoice_registrations_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE single_invoices (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        number INT UNSIGNED NOT NULL,
        registration_id BIGINT UNSIGNED NOT NULL,
        institution_name VARCHAR(200) NOT NULL,
        postal_address VARCHAR(1000) NOT NULL,
        tax_id VARCHAR(60) NOT NULL DEFAULT '',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        UNIQUE KEY uq_single_invoices_number (number),
        KEY idx_single_invoices_registration (registration_id),
        CONSTRAINT fk_single_invoices_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      ALTER TABLE bank_statement_lines
        ADD COLUMN group_invoice_id BIGINT UNSIGNED NULL,
        ADD COLUMN group_shares JSON NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bank_statement_lines DROP COLUMN group_shares, DROP COLUMN group_invoice_id
    `);
    await queryRunner.query('DROP TABLE single_invoices');
    await queryRunner.query('DROP TABLE group_invoice_registrations');
    await queryRunner.query('DROP TABLE group_invoices');
    await queryRunner.query('DROP TABLE single_invoice_counter');
    await queryRunner.query('DROP TABLE group_invoice_counter');
  }
}
