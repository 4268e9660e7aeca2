import {
  cancellationPolicyRules,
  certificateSettingsRules,
  defaultRetentionSettings,
  fieldTripSettingsRules,
  paymentReminderSettingsRules,
  retentionSettingsRules,
  reviewSettingsRules,
  twoFactorRequirementRules,
  visaLetterSettingsRules,
  type CancellationPolicy,
  type CertificateSettings,
  type FieldTripSettings,
  type FormRules,
  type PaymentReminderSettings,
  type PermissionAction,
  type PermissionSubject,
  type RetentionSettings,
  type ReviewSettings,
  type TwoFactorRequirement,
  type VisaLetterSettings,
} from '@caawg11/conference';

/**
 * A setting of the edition that organisers change in the portal: one JSON value in the
 * `settings` table under its key. A setting never saved reads as its default; a field added
 * to a setting later reads as its default until the setting is next saved.
 */
export interface SettingDeclaration<T extends object> {
  readonly key: string;
  readonly defaults: T;
  /** The shared rules every saved value follows, the same the portal's form checks. */
  readonly rules: Partial<FormRules<T>>;
  /** The permission that lets an organiser change it, as the route that saves it requires. */
  readonly changedBy: { readonly action: PermissionAction; readonly subject: PermissionSubject };
}

function declare<T extends object>(declaration: SettingDeclaration<T>): SettingDeclaration<T> {
  return declaration;
}

/** The review round's window and anonymity; its questions are rows of their own. */
export type ReviewWindow = Omit<ReviewSettings, 'questions'>;

/** The letters' settings and the chair's signature image, an upload kept like every other. */
export interface VisaLetterSettingsValue extends VisaLetterSettings {
  signatureFileId: string | null;
}

/** Every setting, declared once. */
export const declaredSettings = {
  cancellationPolicy: declare<CancellationPolicy>({
    key: 'cancellation-policy',
    // Everything back until the early-bird deadline, half until the payment deadline, then none.
    defaults: {
      fullRefundBefore: '2025-08-01',
      partialRefundBefore: '2025-09-15',
      partialRefundPercent: 50,
    },
    rules: cancellationPolicyRules,
    changedBy: { action: 'update', subject: 'Payment' },
  }),
  paymentReminders: declare<PaymentReminderSettings>({
    key: 'payment-reminders',
    // Two weeks to pay, and everyone by mid-September, a fortnight before the conference.
    defaults: {
      dueDays: 14,
      finalDeadline: '2025-09-15',
      remindDaysBefore: 3,
      intervalDays: 7,
      maxReminders: 3,
      paused: false,
    },
    rules: paymentReminderSettingsRules,
    changedBy: { action: 'update', subject: 'Payment' },
  }),
  retention: declare<RetentionSettings>({
    key: 'retention',
    defaults: defaultRetentionSettings,
    rules: retentionSettingsRules,
    changedBy: { action: 'manage', subject: 'Privacy' },
  }),
  review: declare<ReviewWindow>({
    key: 'review',
    // The window stays unset until the committee chooses it: no review is saved before then.
    defaults: { opensOn: null, closesOn: null, anonymous: true, authorEditsUntil: null },
    rules: {
      opensOn: reviewSettingsRules.opensOn,
      closesOn: reviewSettingsRules.closesOn,
      anonymous: reviewSettingsRules.anonymous,
      authorEditsUntil: reviewSettingsRules.authorEditsUntil,
    },
    changedBy: { action: 'update', subject: 'ReviewSettings' },
  }),
  twoFactor: declare<TwoFactorRequirement>({
    key: 'two-factor',
    defaults: { requiredRoles: ['admin', 'finance'] },
    rules: twoFactorRequirementRules,
    changedBy: { action: 'manage', subject: 'Team' },
  }),
  fieldTrip: declare<FieldTripSettings>({
    key: 'field-trip',
    // One coach; the trip's seats are paid by the payment deadline.
    defaults: { seats: 40, payBy: '2025-09-15' },
    rules: fieldTripSettingsRules,
    changedBy: { action: 'update', subject: 'FieldTrip' },
  }),
  visaLetters: declare<VisaLetterSettingsValue>({
    key: 'visa-letters',
    defaults: { issueRule: 'paid', chairName: '', chairTitle: '', signatureFileId: null },
    rules: visaLetterSettingsRules,
    changedBy: { action: 'manage', subject: 'VisaLetter' },
  }),
  certificates: declare<CertificateSettings>({
    key: 'certificates',
    defaults: { signatories: [] },
    rules: certificateSettingsRules,
    changedBy: { action: 'manage', subject: 'Certificate' },
  }),
} as const;
