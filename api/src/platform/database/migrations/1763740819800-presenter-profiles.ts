import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the presenter of an accepted abstract gives for the speakers page from their abstract's
 * page: a short biography and a photo, one of each per abstract.
 */
export class PresenterProfiles1763740819800 implements MigrationInterface {
  name = 'PresenterProfiles1763740819800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE presenter_profiles (
        abstract_id BIGINT UNSIGNED NOT NULL,
        biography TEXT NULL,
        photo_file_id BIGINT UNSIGNED NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (abstract_id),
        CONSTRAINT fk_presenter_profiles_abstract FOREIGN KEY (abstract_id)
          REFERENCES abstracts (id) ON DELETE CASCADE,
        CONSTRAINT fk_presenter_profiles_photo FOREIGN KEY (photo_file_id)
          REFERENCES stored_files (id) ON DELETE SET NULL
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE presenter_profiles');
  }
}
