import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A co-author's link to say they are not one of an abstract's authors (its SHA-256 only), and
 * when they said so.
 */
export class AbstractCoauthorNotices1763740819100 implements MigrationInterface {
  name = 'AbstractCoauthorNotices1763740819100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE abstract_authors
        ADD COLUMN not_me_token_hash CHAR(64) NULL AFTER presenting,
        ADD COLUMN disowned_at DATETIME(3) NULL AFTER not_me_token_hash,
        ADD UNIQUE KEY uq_abstract_authors_not_me_token (not_me_token_hash)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE abstract_authors
        DROP INDEX uq_abstract_authors_not_me_token,
        DROP COLUMN disowned_at,
        DROP COLUMN not_me_token_hash`);
  }
}
