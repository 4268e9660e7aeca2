import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Peer review: one row of settings (the window, anonymity), the rating questions, each review's
 * scores, the conflicts of interest reviewers declare, and the committee's per-abstract changes
 * to who reviews what (a reviewer added to or removed from one abstract).
 */
export class Review1763740812600 implements MigrationInterface {
  name = 'Review1763740812600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE review_settings (
        id TINYINT UNSIGNED NOT NULL,
        opens_on DATE NULL,
        closes_on DATE NULL,
        anonymous TINYINT(1) NOT NULL DEFAULT 1,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_review_settings_single CHECK (id = 1),
        CONSTRAINT chk_review_settings_window CHECK (closes_on IS NULL OR opens_on IS NULL OR closes_on >= opens_on)
      ) ENGINE=InnoDB
    `);
    // The window stays unset until the committee chooses it: no review is saved before then.
    await queryRunner.query(`INSERT INTO review_settings (id, anonymous) VALUES (1, 1)`);
    await queryRunner.query(`
      CREATE TABLE review_questions (
        id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
        label VARCHAR(200) NOT NULL,
        scale_max TINYINT UNSIGNED NOT NULL,
        weight DECIMAL(5,2) NOT NULL,
        position SMALLINT UNSIGNED NOT NULL,
        PRIMARY KEY (id),
        CONSTRAINT chk_review_questions_scale CHECK (scale_max BETWEEN 2 AND 10),
        CONSTRAINT chk_review_questions_weight CHECK (weight > 0)
      ) ENGINE=InnoDB
    `);
    await queryRunner.query(`
      INSERT INTO review_questions (label, scale_max, weight, position) VALUES
        ('Relevance to the subtheme', 5, 1, 1),
        ('Scientific quality', 5, 1, 2),
        ('Clarity', 5, 1, 3)
    `);
    await queryRunner.query(`
      CREATE TABLE review_scores (
        review_id BIGINT UNSIGNED NOT NULL,
        question_id BIGINT UNSIGNED NOT NULL,
        score TINYINT UNSIGNED NOT NULL,
        PRIMARY KEY (review_id, question_id),
        KEY idx_review_scores_question (question_id),
        CONSTRAINT chk_review_scores_score CHECK (score >= 1),
        CONSTRAINT fk_review_scores_review FOREIGN KEY (review_id) REFERENCES reviews (id) ON DELETE CASCADE,
        CONSTRAINT fk_review_scores_question FOREIGN KEY (question_id) REFERENCES review_questions (id) ON DELETE RESTRICT
      ) ENGINE=InnoDB
    `);
    await queryRunner.query(`
      CREATE TABLE review_conflicts (
        abstract_id BIGINT UNSIGNED NOT NULL,
        reviewer_user_id BIGINT UNSIGNED NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (abstract_id, reviewer_user_id),
        KEY idx_review_conflicts_reviewer (reviewer_user_id),
        CONSTRAINT fk_review_conflicts_abstract FOREIGN KEY (abstract_id) REFERENCES abstracts (id) ON DELETE CASCADE,
        CONSTRAINT fk_review_conflicts_reviewer FOREIGN KEY (reviewer_user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB
    `);
    await queryRunner.query(`
      CREATE TABLE review_assignments (
        abstract_id BIGINT UNSIGNED NOT NULL,
        reviewer_user_id BIGINT UNSIGNED NOT NULL,
        change_kind VARCHAR(8) NOT NULL,
        created_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (abstract_id, reviewer_user_id),
        KEY idx_review_assignments_reviewer (reviewer_user_id),
        CONSTRAINT chk_review_assignments_kind CHECK (change_kind IN ('added', 'removed')),
        CONSTRAINT fk_review_assignments_abstract FOREIGN KEY (abstract_id) REFERENCES abstracts (id) ON DELETE CASCADE,
        CONSTRAINT fk_review_assignments_reviewer FOREIGN KEY (reviewer_user_id) REFERENCES users (id) ON DELETE CASCADE
      ) ENGINE=InnoDB
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE review_assignments');
    await queryRunner.query('DROP TABLE review_conflicts');
    await queryRunner.query('DROP TABLE review_scores');
    await queryRunner.query('DROP TABLE review_questions');
    await queryRunner.query('DROP TABLE review_settings');
  }
}
