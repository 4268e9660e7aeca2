import type { MigrationInterface, QueryRunner } from 'typeorm';

const tableOptions = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** The public submissions besides registrations: abstracts, bookings, sponsorship, membership, contact. */
export class CreateSubmissionTables1763740802000 implements MigrationInterface {
  name = 'CreateSubmissionTables1763740802000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE membership_applications (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        title VARCHAR(20) NOT NULL,
        name VARCHAR(100) NOT NULL,
        organisation VARCHAR(200) NOT NULL,
        profession VARCHAR(200) NOT NULL,
        qualification VARCHAR(200) NOT NULL,
        address VARCHAR(1000) NULL,
        phone VARCHAR(40) NULL,
        mobile VARCHAR(40) NULL,
        fax VARCHAR(40) NULL,
        email VARCHAR(254) NOT NULL,
        webpage VARCHAR(500) NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'new',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_membership_applications_email (email),
        KEY idx_membership_applications_status_created (status, created_at),
        KEY idx_membership_applications_created (created_at)
      ) ${tableOptions}
    `);
    await queryRunner.query(`
      CREATE TABLE contact_messages (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        subject VARCHAR(200) NOT NULL,
        message TEXT NOT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'new',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_contact_messages_email (email),
        KEY idx_contact_messages_status_created (status, created_at),
        KEY idx_contact_messages_created (created_at)
      ) ${tableOptions}
    `);
    await queryRunner.query(`
      CREATE TABLE abstracts (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        full_name VARCHAR(100) NOT NULL,
        affiliation VARCHAR(200) NOT NULL,
        email VARCHAR(254) NOT NULL,
        phone VARCHAR(40) NULL,
        abstract_title VARCHAR(300) NOT NULL,
        subtheme VARCHAR(100) NOT NULL,
        language VARCHAR(16) NOT NULL,
        presentation_type VARCHAR(32) NOT NULL,
        comments TEXT NULL,
        file_id BIGINT UNSIGNED NOT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'submitted',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_abstracts_email (email),
        KEY idx_abstracts_status_created (status, created_at),
        KEY idx_abstracts_created (created_at),
        CONSTRAINT fk_abstracts_file FOREIGN KEY (file_id) REFERENCES stored_files (id)
      ) ${tableOptions}
    `);
    await queryRunner.query(`
      CREATE TABLE bookings (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        full_name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        phone VARCHAR(40) NOT NULL,
        nationality VARCHAR(100) NOT NULL,
        accommodation_type VARCHAR(40) NOT NULL,
        sharing_preference VARCHAR(40) NOT NULL,
        check_in_date DATE NOT NULL,
        check_out_date DATE NOT NULL,
        special_requests TEXT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'requested',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_bookings_email (email),
        KEY idx_bookings_status_created (status, created_at),
        KEY idx_bookings_created (created_at)
      ) ${tableOptions}
    `);
    await queryRunner.query(`
      CREATE TABLE sponsorship_inquiries (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        company VARCHAR(200) NOT NULL,
        phone VARCHAR(40) NULL,
        package_interest VARCHAR(100) NULL,
        message TEXT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'new',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_sponsorship_inquiries_email (email),
        KEY idx_sponsorship_inquiries_status_created (status, created_at),
        KEY idx_sponsorship_inquiries_created (created_at)
      ) ${tableOptions}
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sponsorship_inquiries');
    await queryRunner.query('DROP TABLE bookings');
    await queryRunner.query('DROP TABLE abstracts');
    await queryRunner.query('DROP TABLE contact_messages');
    await queryRunner.query('DROP TABLE membership_applications');
  }
}
