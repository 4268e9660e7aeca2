import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Links to the author's own page of an abstract (their SHA-256 only), when the author last
 * changed the abstract after the review round had opened, and the review settings' last day
 * for authors' changes (unset).
 */
export class AbstractAccessTokens1763740816300 implements MigrationInterface {
  name = 'AbstractAccessTokens1763740816300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE abstract_access_tokens (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        abstract_id BIGINT UNSIGNED NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        last_used_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        UNIQUE KEY uq_abstract_access_tokens_hash (token_hash),
        KEY idx_abstract_access_tokens_abstract (abstract_id),
        KEY idx_abstract_access_tokens_expires (expires_at),
        CONSTRAINT fk_abstract_access_tokens_abstract FOREIGN KEY (abstract_id)
          REFERENCES abstracts (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`
      ALTER TABLE abstracts
        ADD COLUMN changed_after_review_at DATETIME(3) NULL AFTER author_responded_at`);
    await queryRunner.query(
      `UPDATE settings SET value = JSON_SET(value, '$.authorEditsUntil', NULL)
        WHERE setting_key = 'review'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE settings SET value = JSON_REMOVE(value, '$.authorEditsUntil')
        WHERE setting_key = 'review'`,
    );
    await queryRunner.query('DROP TABLE abstract_access_tokens');
    await queryRunner.query('ALTER TABLE abstracts DROP COLUMN changed_after_review_at');
  }
}
