import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The speakers the organisers invite, beside the keynotes and the programme's presenters. */
export class InvitedSpeakers1763740819000 implements MigrationInterface {
  name = 'InvitedSpeakers1763740819000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE invited_speakers (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        position SMALLINT UNSIGNED NOT NULL,
        name VARCHAR(100) NOT NULL,
        affiliation VARCHAR(200) NOT NULL,
        email VARCHAR(254) NULL,
        topic VARCHAR(200) NULL,
        biography TEXT NULL,
        photo_file_id BIGINT UNSIGNED NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_invited_speakers_email (email),
        CONSTRAINT fk_invited_speakers_photo FOREIGN KEY (photo_file_id)
          REFERENCES stored_files (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE invited_speakers');
  }
}
