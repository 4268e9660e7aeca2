import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in for the team: each account's TOTP secret (encrypted with
 * TWO_FACTOR_ENCRYPTION_KEY; kept while set-up is pending, in use once `two_factor_enabled_at`
 * is set), the last time step a code was accepted for (so a code cannot be used twice), the
 * recovery codes (keyed hashes, each used once), and the one-row setting of which roles must
 * use two factors, admin and finance to begin with.
 */
export class TwoFactor1763740815500 implements MigrationInterface {
  name = 'TwoFactor1763740815500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN two_factor_secret VARCHAR(255) NULL,
        ADD COLUMN two_factor_enabled_at DATETIME(3) NULL,
        ADD COLUMN two_factor_last_time_step BIGINT UNSIGNED NULL
    `);
    await queryRunner.query(`
      CREATE TABLE two_factor_recovery_codes (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        user_id BIGINT UNSIGNED NOT NULL,
        code_hash CHAR(64) NOT NULL,
        used_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_two_factor_recovery_codes_hash (user_id, code_hash),
        CONSTRAINT fk_two_factor_recovery_codes_user
          FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE two_factor_settings (
        id TINYINT UNSIGNED NOT NULL,
        required_roles JSON NOT NULL,
        PRIMARY KEY (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(
      `INSERT INTO two_factor_settings (id, required_roles) VALUES (1, '["admin","finance"]')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE two_factor_settings');
    await queryRunner.query('DROP TABLE two_factor_recovery_codes');
    await queryRunner.query(`
      ALTER TABLE users
        DROP COLUMN two_factor_last_time_step,
        DROP COLUMN two_factor_enabled_at,
        DROP COLUMN two_factor_secret
    `);
  }
}
