import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The committee's decision on each abstract, when its notice went out, and the accepted author's
 * confirmation or withdrawal. Reviews, notices and the programme keep their own tables.
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
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
