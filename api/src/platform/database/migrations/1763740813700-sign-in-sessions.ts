import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per sign-in, named by the `sid` its token carries, so logging out ends that sign-in
 * alone. Ending every sign-in of an account still moves its token version on.
 */
export class SignInSessions1763740813700 implements MigrationInterface {
  name = 'SignInSessions1763740813700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sign_in_sessions (
        id CHAR(36) NOT NULL,
        user_id BIGINT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        expires_at DATETIME(3) NOT NULL,
        PRIMARY KEY (id),
        KEY idx_sign_in_sessions_user (user_id),
        KEY idx_sign_in_sessions_expiry (expires_at),
        CONSTRAINT fk_sign_in_sessions_user
          FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sign_in_sessions');
  }
}
