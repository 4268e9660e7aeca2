import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visa invitation letter requests (one per registration, its passport fields blanked by the
 * retention rules once the conference is over, the row kept), their one-row settings, the
 * certificates with their verification codes, the chairs who sign them, and the organisers'
 * marks of who attended.
 */
export class VisaLettersAndCertificates1763740814800 implements MigrationInterface {
  name = 'VisaLettersAndCertificates1763740814800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE visa_letter_requests (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        full_name VARCHAR(100) NULL,
        passport_number VARCHAR(20) NULL,
        nationality VARCHAR(100) NULL,
        date_of_birth DATE NULL,
        passport_expiry DATE NULL,
        embassy VARCHAR(200) NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'requested',
        requested_at DATETIME(3) NOT NULL,
        decided_at DATETIME(3) NULL,
        decided_by_email VARCHAR(254) NULL,
        refusal_reason VARCHAR(1000) NULL,
        verification_code CHAR(14) NULL,
        issued_at DATETIME(3) NULL,
        letter_pdf MEDIUMBLOB NULL,
        passport_data_cleared_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        UNIQUE KEY uq_visa_letter_requests_registration (registration_id),
        UNIQUE KEY uq_visa_letter_requests_code (verification_code),
        KEY idx_visa_letter_requests_status (status, requested_at),
        CONSTRAINT fk_visa_letter_requests_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE visa_letter_settings (
        id TINYINT UNSIGNED NOT NULL,
        issue_rule VARCHAR(32) NOT NULL DEFAULT 'paid',
        chair_name VARCHAR(100) NOT NULL DEFAULT '',
        chair_title VARCHAR(200) NOT NULL DEFAULT '',
        signature_file_id BIGINT UNSIGNED NULL,
        PRIMARY KEY (id),
        CONSTRAINT chk_visa_letter_settings_one_row CHECK (id = 1),
        CONSTRAINT fk_visa_letter_settings_signature FOREIGN KEY (signature_file_id)
          REFERENCES stored_files (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`INSERT INTO visa_letter_settings (id) VALUES (1)`);
    await queryRunner.query(`
      CREATE TABLE certificate_settings (
        id TINYINT UNSIGNED NOT NULL,
        signatories JSON NOT NULL,
        PRIMARY KEY (id),
        CONSTRAINT chk_certificate_settings_one_row CHECK (id = 1)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`INSERT INTO certificate_settings (id, signatories) VALUES (1, '[]')`);
    await queryRunner.query(`
      CREATE TABLE certificates (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        code CHAR(14) NOT NULL,
        kind VARCHAR(16) NOT NULL,
        registration_id BIGINT UNSIGNED NULL,
        abstract_id BIGINT UNSIGNED NULL,
        recipient_name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        language VARCHAR(2) NOT NULL DEFAULT 'en',
        title VARCHAR(300) NOT NULL,
        session_title VARCHAR(200) NULL,
        session_day DATE NULL,
        issued_at DATETIME(3) NOT NULL,
        emailed_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        UNIQUE KEY uq_certificates_code (code),
        UNIQUE KEY uq_certificates_attendance (kind, registration_id),
        UNIQUE KEY uq_certificates_presentation (kind, abstract_id),
        KEY idx_certificates_email (email)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE attendance_marks (
        registration_id BIGINT UNSIGNED NOT NULL,
        marked_at DATETIME(3) NOT NULL,
        marked_by_email VARCHAR(254) NOT NULL,
        PRIMARY KEY (registration_id),
        CONSTRAINT fk_attendance_marks_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE attendance_marks`);
    await queryRunner.query(`DROP TABLE certificates`);
    await queryRunner.query(`DROP TABLE certificate_settings`);
    await queryRunner.query(`DROP TABLE visa_letter_settings`);
    await queryRunner.query(`DROP TABLE visa_letter_requests`);
  }
}
