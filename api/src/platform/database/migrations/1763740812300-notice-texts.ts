import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The organisers' own texts of the notices they send from the inboxes, one row per notice. */
export class NoticeTexts1763740812300 implements MigrationInterface {
  name = 'NoticeTexts1763740812300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notice_texts (
        notice VARCHAR(48) NOT NULL,
        subject VARCHAR(200) NOT NULL,
        body TEXT NOT NULL,
        updated_by_email VARCHAR(254) NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (notice)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notice_texts');
  }
}
