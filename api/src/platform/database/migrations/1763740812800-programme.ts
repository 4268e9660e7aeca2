import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The organisers' draft programme (sessions and the accepted abstracts placed in them) and each
 * published version of it, kept whole so the public side never sees a half-edited draft.
 */
export class Programme1763740812800 implements MigrationInterface {
  name = 'Programme1763740812800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE programme_sessions (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        title VARCHAR(200) NOT NULL,
        subtheme VARCHAR(100) NOT NULL,
        day CHAR(10) NOT NULL,
        start_time CHAR(5) NOT NULL,
        end_time CHAR(5) NOT NULL,
        room VARCHAR(100) NOT NULL,
        chair VARCHAR(200) NULL,
        kind VARCHAR(8) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        KEY idx_programme_sessions_day (day, start_time),
        CONSTRAINT chk_programme_sessions_kind CHECK (kind IN ('oral', 'poster')),
        CONSTRAINT chk_programme_sessions_times CHECK (start_time < end_time)
      ) ENGINE=InnoDB
    `);
    await queryRunner.query(`
      CREATE TABLE programme_placements (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        session_id BIGINT UNSIGNED NOT NULL,
        abstract_id BIGINT UNSIGNED NOT NULL,
        start_time CHAR(5) NULL,
        end_time CHAR(5) NULL,
        position INT UNSIGNED NOT NULL DEFAULT 0,
        PRIMARY KEY (id),
        UNIQUE KEY uq_programme_placements_abstract (abstract_id),
        KEY idx_programme_placements_session (session_id, position),
        CONSTRAINT chk_programme_placements_times
          CHECK ((start_time IS NULL AND end_time IS NULL) OR start_time < end_time),
        CONSTRAINT fk_programme_placements_session
          FOREIGN KEY (session_id) REFERENCES programme_sessions (id) ON DELETE CASCADE,
        CONSTRAINT fk_programme_placements_abstract
          FOREIGN KEY (abstract_id) REFERENCES abstracts (id) ON DELETE CASCADE
      ) ENGINE=InnoDB
    `);
    await queryRunner.query(`
      CREATE TABLE programme_publications (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        published_at DATETIME(3) NOT NULL,
        published_by_user_id BIGINT UNSIGNED NULL,
        published_by_email VARCHAR(254) NOT NULL,
        snapshot LONGTEXT NOT NULL,
        PRIMARY KEY (id),
        KEY idx_programme_publications_published (published_at),
        CONSTRAINT fk_programme_publications_user
          FOREIGN KEY (published_by_user_id) REFERENCES users (id) ON DELETE SET NULL
      ) ENGINE=InnoDB
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE programme_publications`);
    await queryRunner.query(`DROP TABLE programme_placements`);
    await queryRunner.query(`DROP TABLE programme_sessions`);
  }
}
