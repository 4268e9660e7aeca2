import type { MigrationInterface, QueryRunner } from 'typeorm';

const tableOptions = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Privacy: one row of retention settings (the defaults are explained beside
 * `defaultRetentionSettings` in libs/conference), each consent with the version of the privacy
 * notice shown when it was given, the day a registration's payment status last changed (a
 * student ID is kept a set time after the decision), and when the retention job anonymised a
 * record or emptied a mail body, so each is done once and the rows stay for the counts.
 */
export class PrivacyRetention1763740814500 implements MigrationInterface {
  name = 'PrivacyRetention1763740814500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE retention_settings (
        id TINYINT UNSIGNED NOT NULL,
        student_id_days SMALLINT UNSIGNED NOT NULL,
        payment_proof_days SMALLINT UNSIGNED NOT NULL,
        passport_days SMALLINT UNSIGNED NOT NULL,
        unpaid_registration_days SMALLINT UNSIGNED NOT NULL,
        inquiry_months SMALLINT UNSIGNED NOT NULL,
        mail_body_days SMALLINT UNSIGNED NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_retention_settings_single CHECK (id = 1)
      ) ${tableOptions}
    `);
    await queryRunner.query(`
      INSERT INTO retention_settings
        (id, student_id_days, payment_proof_days, passport_days, unpaid_registration_days,
         inquiry_months, mail_body_days)
      VALUES (1, 30, 2557, 90, 90, 24, 90)
    `);
    await queryRunner.query(`
      CREATE TABLE consents (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        subject_kind VARCHAR(24) NOT NULL,
        subject_id BIGINT UNSIGNED NOT NULL,
        consent_key VARCHAR(32) NOT NULL,
        given TINYINT(1) NOT NULL,
        notice_version VARCHAR(20) NULL,
        given_at DATETIME(3) NOT NULL,
        PRIMARY KEY (id),
        KEY idx_consents_subject (subject_kind, subject_id)
      ) ${tableOptions}
    `);
    // Registrations made before consents had their own table keep their four answers, with no
    // notice version, since none was shown.
    for (const [column, key] of [
      ['marketing_consent', 'marketing'],
      ['payment_confirmation', 'payment-confirmation'],
      ['program_consent', 'programme'],
      ['email_consent', 'email'],
    ] as const) {
      await queryRunner.query(`
        INSERT INTO consents (subject_kind, subject_id, consent_key, given, notice_version, given_at)
        SELECT 'registration', id, '${key}', ${column}, NULL, created_at FROM registrations
      `);
    }
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN payment_status_changed_at DATETIME(3) NULL,
        ADD COLUMN anonymised_at DATETIME(3) NULL
    `);
    await queryRunner.query(
      "UPDATE registrations SET payment_status_changed_at = updated_at WHERE payment_status <> 'pending'",
    );
    for (const table of ['contact_messages', 'sponsorship_inquiries']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN anonymised_at DATETIME(3) NULL`);
    }
    await queryRunner.query(
      'ALTER TABLE outbox_messages ADD COLUMN body_erased_at DATETIME(3) NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE outbox_messages DROP COLUMN body_erased_at');
    for (const table of ['sponsorship_inquiries', 'contact_messages']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN anonymised_at`);
    }
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP COLUMN anonymised_at,
        DROP COLUMN payment_status_changed_at
    `);
    await queryRunner.query('DROP TABLE consents');
    await queryRunner.query('DROP TABLE retention_settings');
  }
}
