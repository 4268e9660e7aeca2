import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log keeps what happened even against a mistake in the code or a hand-typed query:
 * the database itself refuses to change or remove one of its rows.
 */
export class AuditLogAppendOnly1763740812100 implements MigrationInterface {
  name = 'AuditLogAppendOnly1763740812100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [event, verb] of [
      ['UPDATE', 'changed'],
      ['DELETE', 'removed'],
    ] as const) {
      await queryRunner.query(`
        CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
        FOR EACH ROW
          SIGNAL SQLSTATE '45000'
            SET MESSAGE_TEXT = 'The audit log is append-only: its entries cannot be ${verb}'
      `);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER audit_log_no_delete');
    await queryRunner.query('DROP TRIGGER audit_log_no_update');
  }
}
