import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The id of the request that wrote each outbox row, the one the request's log line carries, so
 * one submission is followed in the logs from the request to the e-mail sent for it.
 */
export class OutboxRequestId1763740815700 implements MigrationInterface {
  name = 'OutboxRequestId1763740815700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE outbox_messages ADD COLUMN request_id VARCHAR(64) NULL AFTER in_reply_to_key',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE outbox_messages DROP COLUMN request_id');
  }
}
