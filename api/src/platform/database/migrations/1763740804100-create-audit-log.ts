import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditLog1763740804100 implements MigrationInterface {
  name = 'CreateAuditLog1763740804100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No foreign key to users: the trail outlives any account it mentions.
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        actor_user_id BIGINT UNSIGNED NULL,
        actor_email VARCHAR(254) NOT NULL,
        action VARCHAR(48) NOT NULL,
        entity_type VARCHAR(24) NOT NULL,
        entity_id VARCHAR(40) NULL,
        \`before\` JSON NULL,
        \`after\` JSON NULL,
        client_address VARCHAR(64) NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_audit_log_entity (entity_type, entity_id, created_at),
        KEY idx_audit_log_actor (actor_user_id, created_at),
        KEY idx_audit_log_created (created_at)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
  }
}
