import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of the visitors' submissions; an abstract's own `language` is its text's. */
const submissionColumns = [
  ['registrations', 'language'],
  ['abstracts', 'visitor_language'],
  ['bookings', 'language'],
  ['contact_messages', 'language'],
  ['membership_applications', 'language'],
  ['sponsorship_inquiries', 'language'],
] as const;

/**
 * The language each visitor used on the site, kept with what they submitted so that every
 * e-mail to them, then and later, is written in it; the language of each queued e-mail; and
 * one version of each editable notice text per language. Rows from before are English.
 */
export class VisitorLanguages1763740813300 implements MigrationInterface {
  name = 'VisitorLanguages1763740813300';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of submissionColumns) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN ${column} VARCHAR(2) NOT NULL DEFAULT 'en'`,
      );
    }
    // Null for the organisers' own copies and notices, which are English.
    await queryRunner.query('ALTER TABLE outbox_messages ADD COLUMN language VARCHAR(2) NULL');
    await queryRunner.query(`
      ALTER TABLE notice_texts
        ADD COLUMN language VARCHAR(2) NOT NULL DEFAULT 'en' AFTER notice,
        DROP PRIMARY KEY,
        ADD PRIMARY KEY (notice, language)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM notice_texts WHERE language <> 'en'");
    await queryRunner.query(`
      ALTER TABLE notice_texts
        DROP PRIMARY KEY,
        DROP COLUMN language,
        ADD PRIMARY KEY (notice)
    `);
    await queryRunner.query('ALTER TABLE outbox_messages DROP COLUMN language');
    for (const [table, column] of submissionColumns) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
  }
}
