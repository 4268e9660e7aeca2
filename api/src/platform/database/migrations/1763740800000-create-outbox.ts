import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1763740800000 implements MigrationInterface {
  name = 'CreateOutbox1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_messages (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        template VARCHAR(64) NOT NULL,
        recipient VARCHAR(254) NOT NULL,
        reply_to VARCHAR(254) NULL,
        payload JSON NOT NULL,
        status VARCHAR(16) NOT NULL DEFAULT 'pending',
        attempts INT UNSIGNED NOT NULL DEFAULT 0,
        last_error TEXT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        enqueued_at DATETIME(3) NULL,
        sent_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        KEY idx_outbox_status_enqueued (status, enqueued_at, id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox_messages');
  }
}
