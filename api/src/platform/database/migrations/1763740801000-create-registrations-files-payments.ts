import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRegistrationsFilesPayments1763740801000 implements MigrationInterface {
  name = 'CreateRegistrationsFilesPayments1763740801000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stored_files (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        purpose VARCHAR(24) NOT NULL,
        storage_key VARCHAR(100) NOT NULL,
        original_name VARCHAR(255) NOT NULL,
        content_type VARCHAR(100) NOT NULL,
        size_bytes INT UNSIGNED NOT NULL,
        sha256 CHAR(64) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_stored_files_storage_key (storage_key)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE registrations (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        reference VARCHAR(20) NULL,
        title VARCHAR(20) NOT NULL,
        other_title VARCHAR(100) NULL,
        first_name VARCHAR(100) NOT NULL,
        other_names VARCHAR(100) NOT NULL,
        gender VARCHAR(20) NOT NULL,
        email VARCHAR(254) NOT NULL,
        phone VARCHAR(40) NOT NULL,
        country VARCHAR(100) NOT NULL,
        city VARCHAR(100) NOT NULL,
        institution VARCHAR(200) NOT NULL,
        participation_type VARCHAR(16) NOT NULL,
        presentation_type VARCHAR(16) NULL,
        participant_category VARCHAR(24) NOT NULL,
        pricing_tier VARCHAR(16) NOT NULL,
        fee_usd DECIMAL(10,2) NOT NULL,
        field_trip TINYINT(1) NOT NULL,
        marketing_consent TINYINT(1) NOT NULL DEFAULT 0,
        payment_confirmation TINYINT(1) NOT NULL DEFAULT 0,
        program_consent TINYINT(1) NOT NULL DEFAULT 0,
        email_consent TINYINT(1) NOT NULL DEFAULT 0,
        student_id_file_id BIGINT UNSIGNED NULL,
        payment_status VARCHAR(16) NOT NULL DEFAULT 'pending',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_registrations_reference (reference),
        UNIQUE KEY uq_registrations_email (email),
        KEY idx_registrations_status_created (payment_status, created_at),
        KEY idx_registrations_created (created_at),
        CONSTRAINT fk_registrations_student_id_file FOREIGN KEY (student_id_file_id) REFERENCES stored_files (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE payments (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        amount DECIMAL(10,2) NOT NULL,
        method VARCHAR(24) NOT NULL,
        reference VARCHAR(100) NOT NULL,
        payment_date DATE NOT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'pending',
        proof_file_id BIGINT UNSIGNED NULL,
        notes TEXT NULL,
        source VARCHAR(16) NOT NULL DEFAULT 'registrant',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_payments_status_created (status, created_at),
        KEY idx_payments_created (created_at),
        KEY idx_payments_registration (registration_id),
        CONSTRAINT fk_payments_registration FOREIGN KEY (registration_id) REFERENCES registrations (id),
        CONSTRAINT fk_payments_proof_file FOREIGN KEY (proof_file_id) REFERENCES stored_files (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payments');
    await queryRunner.query('DROP TABLE registrations');
    await queryRunner.query('DROP TABLE stored_files');
  }
}
