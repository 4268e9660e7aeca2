import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The institution each reviewer declares, so that an abstract whose author is affiliated with
 * it is never given to them.
 */
export class ReviewerProfiles1763740819400 implements MigrationInterface {
  name = 'ReviewerProfiles1763740819400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reviewer_profiles (
        user_id BIGINT UNSIGNED NOT NULL,
        institution VARCHAR(200) NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (user_id),
        CONSTRAINT fk_reviewer_profiles_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reviewer_profiles');
  }
}
