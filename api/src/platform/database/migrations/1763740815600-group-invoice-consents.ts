import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delegate's request for a group invoice that names colleagues: the invoice is made only once
 * every colleague has agreed from the link e-mailed to them. A colleague's row keeps the
 * registration ID and address as the delegate typed them, and the registration they matched
 * (NULL when none did: no link is sent, and nothing tells the delegate). A link's token is kept
 * only as its SHA-256, and is emptied once answered or when the request closes.
 */
export class GroupInvoiceConsents1763740815600 implements MigrationInterface {
  name = 'GroupInvoiceConsents1763740815600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE group_invoice_requests (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        registration_id BIGINT UNSIGNED NOT NULL,
        institution_name VARCHAR(200) NOT NULL,
        postal_address VARCHAR(1000) NOT NULL,
        tax_id VARCHAR(60) NOT NULL DEFAULT '',
        purchase_order VARCHAR(60) NOT NULL DEFAULT '',
        status VARCHAR(10) NOT NULL DEFAULT 'waiting',
        expires_at DATETIME(3) NOT NULL,
        refusal_reason VARCHAR(500) NULL,
        group_invoice_id BIGINT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        closed_at DATETIME(3) NULL,
        KEY idx_group_invoice_requests_registration (registration_id, id),
        CONSTRAINT fk_group_invoice_requests_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT,
        CONSTRAINT fk_group_invoice_requests_invoice FOREIGN KEY (group_invoice_id)
          REFERENCES group_invoices (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE group_invoice_consents (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
        request_id BIGINT UNSIGNED NOT NULL,
        reference VARCHAR(40) NOT NULL,
        email VARCHAR(254) NOT NULL,
        registration_id BIGINT UNSIGNED NULL,
        token_hash CHAR(64) NULL,
        answer VARCHAR(8) NULL,
        answered_at DATETIME(3) NULL,
        UNIQUE KEY uq_group_invoice_consents_token (token_hash),
        KEY idx_group_invoice_consents_request (request_id),
        KEY idx_group_invoice_consents_email (email),
        KEY idx_group_invoice_consents_registration (registration_id),
        CONSTRAINT fk_group_invoice_consents_request FOREIGN KEY (request_id)
          REFERENCES group_invoice_requests (id) ON DELETE CASCADE,
        CONSTRAINT fk_group_invoice_consents_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE group_invoice_consents');
    await queryRunner.query('DROP TABLE group_invoice_requests');
  }
}
