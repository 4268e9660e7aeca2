import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment deadlines and reminders: one row of settings that finance edits in the portal, and
 * on each registration how many reminders it had, when the last went, whether the registrant
 * opted out, and the token of the opt-out link (made when the first reminder is written).
 */
export class PaymentReminders1763740812400 implements MigrationInterface {
  name = 'PaymentReminders1763740812400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_reminder_settings (
        id TINYINT UNSIGNED NOT NULL,
        due_days SMALLINT UNSIGNED NOT NULL,
        final_deadline DATE NOT NULL,
        remind_days_before SMALLINT UNSIGNED NOT NULL,
        interval_days SMALLINT UNSIGNED NOT NULL,
        max_reminders TINYINT UNSIGNED NOT NULL,
        paused TINYINT(1) NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_payment_reminder_settings_single CHECK (id = 1),
        CONSTRAINT chk_payment_reminder_interval CHECK (interval_days >= 1)
      ) ENGINE=InnoDB
    `);
    // Two weeks to pay, and everyone by mid-September, a fortnight before the conference.
    await queryRunner.query(`
      INSERT INTO payment_reminder_settings
        (id, due_days, final_deadline, remind_days_before, interval_days, max_reminders, paused)
      VALUES (1, 14, '2025-09-15', 3, 7, 3, 0)
    `);
    await queryRunner.query(`
      ALTER TABLE registrations
        ADD COLUMN reminders_sent TINYINT UNSIGNED NOT NULL DEFAULT 0,
        ADD COLUMN last_reminded_at DATETIME(3) NULL,
        ADD COLUMN reminders_opted_out_at DATETIME(3) NULL,
        ADD COLUMN reminder_token CHAR(43) NULL,
        ADD UNIQUE KEY uq_registrations_reminder_token (reminder_token)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE registrations
        DROP KEY uq_registrations_reminder_token,
        DROP COLUMN reminder_token,
        DROP COLUMN reminders_opted_out_at,
        DROP COLUMN last_reminded_at,
        DROP COLUMN reminders_sent
    `);
    await queryRunner.query('DROP TABLE payment_reminder_settings');
  }
}
