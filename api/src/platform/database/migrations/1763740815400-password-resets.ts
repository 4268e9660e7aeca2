import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password resets by e-mail: the link's token is kept only as its SHA-256, for 30 minutes at
 * most; a row is removed when its link is used, replaced or long expired.
 */
export class PasswordResets1763740815400 implements MigrationInterface {
  name = 'PasswordResets1763740815400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE password_resets (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        user_id BIGINT UNSIGNED NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_password_resets_token (token_hash),
        KEY idx_password_resets_user (user_id),
        KEY idx_password_resets_expires (expires_at),
        CONSTRAINT fk_password_resets_user FOREIGN KEY (user_id) REFERENCES users (id)
          ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE password_resets');
  }
}
