import type { MigrationInterface, QueryRunner } from 'typeorm';

type Row = Record<string, string | number | null>;

/** Each single-row settings table, its setting's key, and its row as the setting's value. */
const formerTables: readonly {
  table: string;
  key: string;
  select: string;
  toValue: (row: Row) => object;
  create: string;
  insert: (value: Row) => [string, unknown[]];
}[] = [
  {
    table: 'cancellation_policy',
    key: 'cancellation-policy',
    select: `SELECT DATE_FORMAT(full_refund_before, '%Y-%m-%d') AS full_refund_before,
                    DATE_FORMAT(partial_refund_before, '%Y-%m-%d') AS partial_refund_before,
                    partial_refund_percent
               FROM cancellation_policy WHERE id = 1`,
    toValue: (row) => ({
      fullRefundBefore: row.full_refund_before,
      partialRefundBefore: row.partial_refund_before,
      partialRefundPercent: Number(row.partial_refund_percent),
    }),
    create: `CREATE TABLE cancellation_policy (
        id TINYINT UNSIGNED NOT NULL,
        full_refund_before DATE NOT NULL,
        partial_refund_before DATE NOT NULL,
        partial_refund_percent TINYINT UNSIGNED NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_cancellation_policy_single CHECK (id = 1),
        CONSTRAINT chk_cancellation_policy_percent CHECK (partial_refund_percent <= 100)
      ) ENGINE=InnoDB`,
    insert: (value) => [
      `INSERT INTO cancellation_policy
         (id, full_refund_before, partial_refund_before, partial_refund_percent)
       VALUES (1, ?, ?, ?)`,
      [value.fullRefundBefore, value.partialRefundBefore, value.partialRefundPercent],
    ],
  },
  {
    table: 'payment_reminder_settings',
    key: 'payment-reminders',
    select: `SELECT due_days, DATE_FORMAT(final_deadline, '%Y-%m-%d') AS final_deadline,
                    remind_days_before, interval_days, max_reminders, paused
               FROM payment_reminder_settings WHERE id = 1`,
    toValue: (row) => ({
      dueDays: Number(row.due_days),
      finalDeadline: row.final_deadline,
      remindDaysBefore: Number(row.remind_days_before),
      intervalDays: Number(row.interval_days),
      maxReminders: Number(row.max_reminders),
      paused: Boolean(Number(row.paused)),
    }),
    create: `CREATE TABLE payment_reminder_settings (
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
      ) ENGINE=InnoDB`,
    insert: (value) => [
      `INSERT INTO payment_reminder_settings
         (id, due_days, final_deadline, remind_days_before, interval_days, max_reminders, paused)
       VALUES (1, ?, ?, ?, ?, ?, ?)`,
      [
        value.dueDays,
        value.finalDeadline,
        value.remindDaysBefore,
        value.intervalDays,
        value.maxReminders,
        value.paused ? 1 : 0,
      ],
    ],
  },
  {
    table: 'retention_settings',
    key: 'retention',
    select: `SELECT student_id_days, payment_proof_days, passport_days, unpaid_registration_days,
                    inquiry_months, mail_body_days
               FROM retention_settings WHERE id = 1`,
    toValue: (row) => ({
      studentIdDays: Number(row.student_id_days),
      paymentProofDays: Number(row.payment_proof_days),
      passportDays: Number(row.passport_days),
      unpaidRegistrationDays: Number(row.unpaid_registration_days),
      inquiryMonths: Number(row.inquiry_months),
      mailBodyDays: Number(row.mail_body_days),
    }),
    create: `CREATE TABLE retention_settings (
        id TINYINT UNSIGNED NOT NULL,
        student_id_days SMALLINT UNSIGNED NOT NULL,
        payment_proof_days SMALLINT UNSIGNED NOT NULL,
        passport_days SMALLINT UNSIGNED NOT NULL,
        unpaid_registration_days SMALLINT UNSIGNED NOT NULL,
        inquiry_months SMALLINT UNSIGNED NOT NULL,
        mail_body_days SMALLINT UNSIGNED NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_retention_settings_single CHECK (id = 1)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    insert: (value) => [
      `INSERT INTO retention_settings
         (id, student_id_days, payment_proof_days, passport_days, unpaid_registration_days,
          inquiry_months, mail_body_days)
       VALUES (1, ?, ?, ?, ?, ?, ?)`,
      [
        value.studentIdDays,
        value.paymentProofDays,
        value.passportDays,
        value.unpaidRegistrationDays,
        value.inquiryMonths,
        value.mailBodyDays,
      ],
    ],
  },
  {
    table: 'review_settings',
    key: 'review',
    select: `SELECT DATE_FORMAT(opens_on, '%Y-%m-%d') AS opens_on,
                    DATE_FORMAT(closes_on, '%Y-%m-%d') AS closes_on, anonymous
               FROM review_settings WHERE id = 1`,
    toValue: (row) => ({
      opensOn: row.opens_on ?? null,
      closesOn: row.closes_on ?? null,
      anonymous: Boolean(Number(row.anonymous)),
    }),
    create: `CREATE TABLE review_settings (
        id TINYINT UNSIGNED NOT NULL,
        opens_on DATE NULL,
        closes_on DATE NULL,
        anonymous TINYINT(1) NOT NULL DEFAULT 1,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_review_settings_single CHECK (id = 1),
        CONSTRAINT chk_review_settings_window CHECK (closes_on IS NULL OR opens_on IS NULL OR closes_on >= opens_on)
      ) ENGINE=InnoDB`,
    insert: (value) => [
      'INSERT INTO review_settings (id, opens_on, closes_on, anonymous) VALUES (1, ?, ?, ?)',
      [value.opensOn, value.closesOn, value.anonymous ? 1 : 0],
    ],
  },
  {
    table: 'two_factor_settings',
    key: 'two-factor',
    select: 'SELECT required_roles FROM two_factor_settings WHERE id = 1',
    toValue: (row) => ({
      requiredRoles:
        typeof row.required_roles === 'string'
          ? (JSON.parse(row.required_roles) as unknown)
          : row.required_roles,
    }),
    create: `CREATE TABLE two_factor_settings (
        id TINYINT UNSIGNED NOT NULL,
        required_roles JSON NOT NULL,
        PRIMARY KEY (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    insert: (value) => [
      'INSERT INTO two_factor_settings (id, required_roles) VALUES (1, ?)',
      [JSON.stringify(value.requiredRoles)],
    ],
  },
  {
    table: 'field_trip_settings',
    key: 'field-trip',
    select: `SELECT seats, DATE_FORMAT(pay_by, '%Y-%m-%d') AS pay_by
               FROM field_trip_settings WHERE id = 1`,
    toValue: (row) => ({ seats: Number(row.seats), payBy: row.pay_by }),
    create: `CREATE TABLE field_trip_settings (
        id TINYINT UNSIGNED NOT NULL,
        seats INT UNSIGNED NOT NULL,
        pay_by DATE NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id),
        CONSTRAINT chk_field_trip_settings_single CHECK (id = 1)
      ) ENGINE=InnoDB`,
    insert: (value) => [
      'INSERT INTO field_trip_settings (id, seats, pay_by) VALUES (1, ?, ?)',
      [value.seats, value.payBy],
    ],
  },
  {
    table: 'visa_letter_settings',
    key: 'visa-letters',
    select: `SELECT issue_rule, chair_name, chair_title, signature_file_id
               FROM visa_letter_settings WHERE id = 1`,
    toValue: (row) => ({
      issueRule: row.issue_rule,
      chairName: row.chair_name,
      chairTitle: row.chair_title,
      signatureFileId: row.signature_file_id === null ? null : String(row.signature_file_id),
    }),
    create: `CREATE TABLE visa_letter_settings (
        id TINYINT UNSIGNED NOT NULL,
        issue_rule VARCHAR(32) NOT NULL DEFAULT 'paid',
        chair_name VARCHAR(100) NOT NULL DEFAULT '',
        chair_title VARCHAR(200) NOT NULL DEFAULT '',
        signature_file_id BIGINT UNSIGNED NULL,
        PRIMARY KEY (id),
        CONSTRAINT chk_visa_letter_settings_one_row CHECK (id = 1),
        CONSTRAINT fk_visa_letter_settings_signature FOREIGN KEY (signature_file_id)
          REFERENCES stored_files (id)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    insert: (value) => [
      `INSERT INTO visa_letter_settings (id, issue_rule, chair_name, chair_title, signature_file_id)
       VALUES (1, ?, ?, ?, ?)`,
      [value.issueRule, value.chairName, value.chairTitle, value.signatureFileId],
    ],
  },
  {
    table: 'certificate_settings',
    key: 'certificates',
    select: 'SELECT signatories FROM certificate_settings WHERE id = 1',
    toValue: (row) => ({
      signatories:
        typeof row.signatories === 'string'
          ? (JSON.parse(row.signatories) as unknown)
          : row.signatories,
    }),
    create: `CREATE TABLE certificate_settings (
        id TINYINT UNSIGNED NOT NULL,
        signatories JSON NOT NULL,
        PRIMARY KEY (id),
        CONSTRAINT chk_certificate_settings_one_row CHECK (id = 1)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    insert: (value) => [
      'INSERT INTO certificate_settings (id, signatories) VALUES (1, ?)',
      [JSON.stringify(value.signatories)],
    ],
  },
];

/**
 * The eight single-row settings tables become one `settings` table, one JSON value per declared
 * setting (api/src/platform/settings/settings.registry.ts), each carrying the values organisers had saved.
 */
export class SettingsRegistry1763740815800 implements MigrationInterface {
  name = 'SettingsRegistry1763740815800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE settings (
        setting_key VARCHAR(64) NOT NULL,
        value JSON NOT NULL,
        updated_at DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3),
        PRIMARY KEY (setting_key)
      ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci
    `);
    for (const former of formerTables) {
      const [row] = (await queryRunner.query(former.select)) as Row[];
      if (row) {
        await queryRunner.query('INSERT INTO settings (setting_key, value) VALUES (?, ?)', [
          former.key,
          JSON.stringify(former.toValue(row)),
        ]);
      }
      await queryRunner.query(`DROP TABLE ${former.table}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const former of formerTables) {
      await queryRunner.query(former.create);
      const [row] = (await queryRunner.query('SELECT value FROM settings WHERE setting_key = ?', [
        former.key,
      ])) as { value: unknown }[];
      if (row) {
        const value = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Row;
        const [sql, parameters] = former.insert(value);
        await queryRunner.query(sql, parameters);
      }
    }
    await queryRunner.query('DROP TABLE settings');
  }
}
