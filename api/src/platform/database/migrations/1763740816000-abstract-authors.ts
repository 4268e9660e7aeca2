import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An abstract's authors as rows of their own, in order, one of them presenting; and the
 * abstract's text and keywords. Each abstract submitted before gets its submitter as the one
 * author and presenter, as it was shown until now.
 */
export class AbstractAuthors1763740816000 implements MigrationInterface {
  name = 'AbstractAuthors1763740816000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE abstract_authors (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        abstract_id BIGINT UNSIGNED NOT NULL,
        position SMALLINT UNSIGNED NOT NULL,
        name VARCHAR(100) NOT NULL,
        affiliation VARCHAR(200) NOT NULL,
        country VARCHAR(60) NULL,
        email VARCHAR(254) NULL,
        presenting TINYINT(1) NOT NULL DEFAULT 0,
        PRIMARY KEY (id),
        UNIQUE KEY uq_abstract_authors_position (abstract_id, position),
        KEY idx_abstract_authors_email (email),
        CONSTRAINT fk_abstract_authors_abstract FOREIGN KEY (abstract_id)
          REFERENCES abstracts (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await queryRunner.query(`
      ALTER TABLE abstracts
        ADD COLUMN abstract_text TEXT NULL AFTER presentation_type,
        ADD COLUMN abstract_text_source VARCHAR(16) NULL AFTER abstract_text,
        ADD COLUMN keywords JSON NULL AFTER abstract_text_source`);
    await queryRunner.query(`
      INSERT INTO abstract_authors (abstract_id, position, name, affiliation, email, presenting)
      SELECT id, 1, full_name, affiliation, email, 1 FROM abstracts`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE abstract_authors');
    await queryRunner.query(
      'ALTER TABLE abstracts DROP COLUMN keywords, DROP COLUMN abstract_text_source, DROP COLUMN abstract_text',
    );
  }
}
