import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A receipt for each payment received rather than one per registration paid in full: each
 * receipt names its payment and the balance left after it. Receipts issued before keep no
 * payment (they covered the whole fee).
 */
export class ReceiptsPerPayment1763740814000 implements MigrationInterface {
  name = 'ReceiptsPerPayment1763740814000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE receipts
        ADD COLUMN payment_id BIGINT UNSIGNED NULL AFTER registration_id,
        ADD COLUMN balance_cents BIGINT NULL AFTER amount_cents,
        ADD UNIQUE KEY uq_receipts_payment (payment_id),
        ADD KEY idx_receipts_registration (registration_id),
        ADD CONSTRAINT fk_receipts_payment FOREIGN KEY (payment_id)
          REFERENCES payments (id) ON DELETE RESTRICT
    `);
    await queryRunner.query('ALTER TABLE receipts DROP INDEX uq_receipts_registration');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The older table holds one receipt per registration: the later ones cannot be kept.
    await queryRunner.query(`
      DELETE later FROM receipts later
        JOIN receipts earlier
          ON earlier.registration_id = later.registration_id AND earlier.number < later.number
    `);
    await queryRunner.query(`
      ALTER TABLE receipts
        ADD UNIQUE KEY uq_receipts_registration (registration_id),
        DROP FOREIGN KEY fk_receipts_payment
    `);
    await queryRunner.query(`
      ALTER TABLE receipts
        DROP INDEX uq_receipts_payment,
        DROP INDEX idx_receipts_registration,
        DROP COLUMN balance_cents,
        DROP COLUMN payment_id
    `);
  }
}
