import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which access link a registrant's payment proof came through, so the proofs (and their bytes)
 * of one link can be counted. Staff-recorded payments and those of a link since removed have
 * none.
 */
export class PaymentsAccessToken1763740807300 implements MigrationInterface {
  name = 'PaymentsAccessToken1763740807300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payments
        ADD COLUMN access_token_id BIGINT UNSIGNED NULL AFTER source,
        ADD INDEX idx_payments_access_token (access_token_id),
        ADD CONSTRAINT fk_payments_access_token FOREIGN KEY (access_token_id)
          REFERENCES access_tokens (id) ON DELETE SET NULL
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payments DROP FOREIGN KEY fk_payments_access_token');
    await queryRunner.query('ALTER TABLE payments DROP INDEX idx_payments_access_token');
    await queryRunner.query('ALTER TABLE payments DROP COLUMN access_token_id');
  }
}
