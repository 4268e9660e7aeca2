import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The single-use links in acceptance notices, with which an author confirms or withdraws their
 * presentation. Only the SHA-256 of each token is kept, so a copy of the database answers for
 * nobody.
 */
export class AuthorNotices1763740812700 implements MigrationInterface {
  name = 'AuthorNotices1763740812700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE abstract_response_tokens (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        abstract_id BIGINT UNSIGNED NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        used_at DATETIME(3) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_abstract_response_tokens_hash (token_hash),
        KEY idx_abstract_response_tokens_abstract (abstract_id),
        CONSTRAINT fk_abstract_response_tokens_abstract
          FOREIGN KEY (abstract_id) REFERENCES abstracts (id) ON DELETE CASCADE
      ) ENGINE=InnoDB
    `);
    // Decisions on abstracts are now written from one text per outcome, sent from their queue.
    await queryRunner.query(
      "DELETE FROM notice_texts WHERE notice IN ('abstracts.accepted', 'abstracts.rejected')",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE abstract_response_tokens`);
  }
}
