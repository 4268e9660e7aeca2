import type { MigrationInterface, QueryRunner } from 'typeorm';

const rolesBefore = `'admin', 'finance', 'reviewer', 'logistics', 'communications'`;
const rolesAfter = `${rolesBefore}, 'check-in'`;

/**
 * Conference days: the name a badge prints and the version of its code (re-issuing a badge
 * raises it, which revokes the codes printed before); one check-in per registration and day or
 * event, the first scan winning; each scan's answer under the phone's nonce, so a resent scan
 * gets the same answer and counts once; and the door volunteers' role `check-in`.
 */
export class BadgesAndCheckIns1763740814700 implements MigrationInterface {
  name = 'BadgesAndCheckIns1763740814700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN badge_name VARCHAR(200) NULL,
        ADD COLUMN badge_version INT UNSIGNED NOT NULL DEFAULT 1
    `);
    await queryRunner.query(`
      CREATE TABLE check_ins (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        occasion VARCHAR(16) NOT NULL,
        checked_in_at DATETIME(3) NOT NULL,
        checked_in_by_user_id BIGINT UNSIGNED NULL,
        checked_in_by_email VARCHAR(254) NOT NULL,
        PRIMARY KEY (id),
        UNIQUE KEY uq_check_ins_registration_occasion (registration_id, occasion),
        KEY idx_check_ins_occasion (occasion, checked_in_at),
        CONSTRAINT fk_check_ins_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE check_in_scans (
        nonce VARCHAR(64) NOT NULL,
        user_id BIGINT UNSIGNED NULL,
        answer JSON NULL,
        scanned_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (nonce)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin
    `);
    await queryRunner.query('ALTER TABLE users DROP CONSTRAINT chk_users_role');
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT chk_users_role CHECK (role IN (${rolesAfter}, 'user'))`,
    );
    await queryRunner.query(
      'ALTER TABLE team_invitations DROP CONSTRAINT chk_team_invitations_role',
    );
    await queryRunner.query(
      `ALTER TABLE team_invitations ADD CONSTRAINT chk_team_invitations_role CHECK (role IN (${rolesAfter}))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE team_invitations DROP CONSTRAINT chk_team_invitations_role',
    );
    await queryRunner.query(
      `ALTER TABLE team_invitations ADD CONSTRAINT chk_team_invitations_role CHECK (role IN (${rolesBefore}))`,
    );
    await queryRunner.query('ALTER TABLE users DROP CONSTRAINT chk_users_role');
    await queryRunner.query(
      `ALTER TABLE users ADD CONSTRAINT chk_users_role CHECK (role IN (${rolesBefore}, 'user'))`,
    );
    await queryRunner.query('DROP TABLE check_in_scans');
    await queryRunner.query('DROP TABLE check_ins');
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP COLUMN badge_version,
        DROP COLUMN badge_name
    `);
  }
}
