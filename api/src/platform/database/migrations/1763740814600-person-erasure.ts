import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasure of a person: a job with one row per record to anonymise (so a crash half way is
 * resumed, not left half done), the registrants' requests for it, and the audit log's one
 * exception to being append-only: an entry may be redacted by an erasure, which the entry
 * then names.
 */
export class PersonErasure1763740814600 implements MigrationInterface {
  name = 'PersonErasure1763740814600';

  async up(queryRunner: QueryRunner): Promise<void> {
    // No address here: what identifies the person while the job runs is cleared when it ends.
    await queryRunner.query(`
      CREATE TABLE person_erasures (
        id INT UNSIGNED NOT NULL AUTO_INCREMENT,
        reason VARCHAR(1000) NOT NULL,
        requested_by_user_id BIGINT UNSIGNED NULL,
        requested_by_email VARCHAR(254) NOT NULL,
        client_address VARCHAR(64) NULL,
        personal_values JSON NULL,
        state VARCHAR(16) NOT NULL DEFAULT 'running',
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        finished_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        KEY idx_person_erasures_state (state)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE person_erasure_items (
        erasure_id INT UNSIGNED NOT NULL,
        position INT UNSIGNED NOT NULL,
        kind VARCHAR(32) NOT NULL,
        record_id VARCHAR(160) NOT NULL,
        state VARCHAR(16) NOT NULL DEFAULT 'pending',
        file_keys JSON NULL,
        PRIMARY KEY (erasure_id, position),
        CONSTRAINT fk_person_erasure_items_erasure FOREIGN KEY (erasure_id)
          REFERENCES person_erasures (id) ON DELETE CASCADE
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      CREATE TABLE erasure_requests (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        registration_id BIGINT UNSIGNED NOT NULL,
        requested_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        closed_by_erasure_id INT UNSIGNED NULL,
        closed_at DATETIME(3) NULL,
        PRIMARY KEY (id),
        KEY idx_erasure_requests_open (closed_at, requested_at),
        KEY idx_erasure_requests_registration (registration_id),
        CONSTRAINT fk_erasure_requests_registration FOREIGN KEY (registration_id)
          REFERENCES registrations (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    await queryRunner.query(`
      ALTER TABLE audit_log ADD COLUMN redacted_by_erasure_id INT UNSIGNED NULL
    `);
    await queryRunner.query('DROP TRIGGER audit_log_no_update');
    // An update passes only inside an erasure (which sets @person_erasure_id on its connection),
    // only when it names that erasure, and only when who, what, on which record and when stay.
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      FOR EACH ROW
      BEGIN
        IF @person_erasure_id IS NULL
          OR NOT (NEW.redacted_by_erasure_id <=> @person_erasure_id)
          OR NOT (NEW.id <=> OLD.id)
          OR NOT (NEW.actor_user_id <=> OLD.actor_user_id)
          OR NOT (NEW.action <=> OLD.action)
          OR NOT (NEW.entity_type <=> OLD.entity_type)
          OR NOT (NEW.entity_id <=> OLD.entity_id)
          OR NOT (NEW.created_at <=> OLD.created_at) THEN
          SIGNAL SQLSTATE '45000'
            SET MESSAGE_TEXT = 'The audit log is append-only: its entries cannot be changed';
        END IF;
      END
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER audit_log_no_update');
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      FOR EACH ROW
        SIGNAL SQLSTATE '45000'
          SET MESSAGE_TEXT = 'The audit log is append-only: its entries cannot be changed'
    `);
    await queryRunner.query('ALTER TABLE audit_log DROP COLUMN redacted_by_erasure_id');
    await queryRunner.query('DROP TABLE erasure_requests');
    await queryRunner.query('DROP TABLE person_erasure_items');
    await queryRunner.query('DROP TABLE person_erasures');
  }
}
