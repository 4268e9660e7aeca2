import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organisers get one of the staff roles (admin, finance, reviewer, logistics, communications);
 * existing admin accounts keep `admin`. The database refuses any role the permission table does
 * not know, so a typo cannot create an account that silently reaches nothing.
 */
export class UserRoles1763740809000 implements MigrationInterface {
  name = 'UserRoles1763740809000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD CONSTRAINT chk_users_role
        CHECK (role IN ('admin', 'finance', 'reviewer', 'logistics', 'communications', 'user'))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP CONSTRAINT chk_users_role');
  }
}
