import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a stored subject or text shows in place of a link that carried a token. */
const withheld = '[link withheld: it acts for its recipient]';

/**
 * The personal links of an e-mail not yet sent, encrypted, apart from its data (which holds
 * them withheld). The subjects and texts of messages already sent lose any link with a token
 * they still show: an announcement could put its access link in the subject, which was kept as
 * sent. That cleaning is not undone by down().
 */
export class OutboxSealedLinks1763740814900 implements MigrationInterface {
  name = 'OutboxSealedLinks1763740814900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE outbox_messages ADD COLUMN sealed_links TEXT NULL');
    for (const column of ['sent_subject', 'sent_text']) {
      await queryRunner.query(
        `UPDATE outbox_messages
            SET ${column} = REGEXP_REPLACE(${column}, 'https?://[^[:space:]]*[?&]token=[^[:space:]]*', ?)
          WHERE ${column} REGEXP '[?&]token='`,
        [withheld],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE outbox_messages DROP COLUMN sealed_links');
  }
}
