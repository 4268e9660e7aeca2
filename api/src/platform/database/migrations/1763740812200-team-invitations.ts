import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations to the organisers' team: the invitee sets a password through a single-use link
 * that expires. Only the SHA-256 of the link's token is kept.
 */
export class TeamInvitations1763740812200 implements MigrationInterface {
  name = 'TeamInvitations1763740812200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE team_invitations (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        email VARCHAR(254) NOT NULL,
        role VARCHAR(16) NOT NULL,
        subthemes JSON NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at DATETIME(3) NOT NULL,
        accepted_at DATETIME(3) NULL,
        revoked_at DATETIME(3) NULL,
        invited_by_email VARCHAR(254) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        UNIQUE KEY uq_team_invitations_token (token_hash),
        KEY idx_team_invitations_email (email),
        CONSTRAINT chk_team_invitations_role
          CHECK (role IN ('admin', 'finance', 'reviewer', 'logistics', 'communications'))
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE team_invitations');
  }
}
