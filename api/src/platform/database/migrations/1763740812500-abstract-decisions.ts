import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The committee's decision on each abstract, when its notice went out, and the accepted author's
 * confirmation or withdrawal; and each reviewer's review with the recommendation and the two
 * comments. The scores, the review settings and the programme keep tables of their own.
 */
export class AbstractDecisions1763740812500 implements MigrationInterface {
  name = 'AbstractDecisions1763740812500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE abstracts
        ADD COLUMN decision VARCHAR(16) NULL,
        ADD COLUMN duplicate_of_id BIGINT UNSIGNED NULL,
        ADD COLUMN decided_at DATETIME(3) NULL,
        ADD COLUMN decision_notified_at DATETIME(3) NULL,
        ADD COLUMN author_response VARCHAR(16) NULL,
        ADD COLUMN author_responded_at DATETIME(3) NULL,
        ADD CONSTRAINT chk_abstracts_decision
          CHECK (decision IS NULL OR decision IN ('oral', 'poster', 'reject', 'duplicate')),
        ADD CONSTRAINT chk_abstracts_duplicate_of
          CHECK ((decision = 'duplicate') = (duplicate_of_id IS NOT NULL)),
        ADD CONSTRAINT chk_abstracts_author_response
          CHECK (author_response IS NULL OR author_response IN ('confirmed', 'withdrawn')),
        ADD CONSTRAINT fk_abstracts_duplicate_of
          FOREIGN KEY (duplicate_of_id) REFERENCES abstracts (id) ON DELETE RESTRICT,
        ADD KEY idx_abstracts_decision (decision, decision_notified_at)
    `);
    await queryRunner.query(`
      CREATE TABLE reviews (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        abstract_id BIGINT UNSIGNED NOT NULL,
        reviewer_user_id BIGINT UNSIGNED NOT NULL,
        recommendation VARCHAR(16) NOT NULL,
        comment_to_committee TEXT NULL,
        comment_to_authors TEXT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_reviews_abstract_reviewer (abstract_id, reviewer_user_id),
        KEY idx_reviews_reviewer (reviewer_user_id),
        CONSTRAINT chk_reviews_recommendation CHECK (recommendation IN ('oral', 'poster', 'reject')),
        CONSTRAINT fk_reviews_abstract FOREIGN KEY (abstract_id) REFERENCES abstracts (id) ON DELETE CASCADE,
        CONSTRAINT fk_reviews_reviewer FOREIGN KEY (reviewer_user_id) REFERENCES users (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reviews`);
    await queryRunner.query(`
      ALTER TABLE abstracts
        DROP FOREIGN KEY fk_abstracts_duplicate_of,
        DROP CONSTRAINT chk_abstracts_author_response,
        DROP CONSTRAINT chk_abstracts_duplicate_of,
        DROP CONSTRAINT chk_abstracts_decision,
        DROP KEY idx_abstracts_decision,
        DROP COLUMN author_responded_at,
        DROP COLUMN author_response,
        DROP COLUMN decision_notified_at,
        DROP COLUMN decided_at,
        DROP COLUMN duplicate_of_id,
        DROP COLUMN decision
    `);
  }
}
