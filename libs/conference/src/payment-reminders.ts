import { isCalendarDate, type FormRules } from './rules.js';

/**
 * When a registration must be paid, and how the worker reminds those who have not: the due
 * date is `dueDays` after the day of registration, or `finalDeadline` if that comes first;
 * reminders start `remindDaysBefore` days before it, come at most every `intervalDays`, never
 * more than `maxReminders` per registration, and stop while `paused`.
 */
export interface PaymentReminderSettings {
  dueDays: number;
  /** YYYY-MM-DD, conference time. */
  finalDeadline: string;
  remindDaysBefore: number;
  intervalDays: number;
  maxReminders: number;
  paused: boolean;
}

/** A registration the next reminder run will write to. */
export interface UpcomingReminder {
  registrationId: string;
  reference: string;
  name: string;
  email: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  feeUsd: string;
  paidUsd: string;
  /** What is still due, as a decimal string. */
  amountDueUsd: string;
  remindersSent: number;
}

/** `GET /api/admin/payment-reminders`; `PUT /api/admin/payment-reminders/settings` answers it too. */
export interface PaymentRemindersView {
  settings: PaymentReminderSettings;
  /** Who the next run reminds, as of now, soonest due first. */
  upcoming: UpcomingReminder[];
  /** Reminders sent so far, all registrations together. */
  sentCount: number;
  /** When the worker's schedule next runs (ISO); null when that cannot be read now. */
  nextRunAt: string | null;
}

/** `POST /api/payment-reminders/opt-out`: the token of the e-mailed link. */
export interface ReminderOptOutRequest {
  token: string;
}

export const paymentReminderMessages = {
  loadFailed: 'Failed to load payment reminders',
  saved: 'Reminder settings saved',
  saveFailed: 'Failed to save the reminder settings. Please try again.',
  wholeDays: 'Please enter a whole number of days from 0 to 365',
  maxReminders: 'Please enter a number of reminders from 0 to 10',
  finalDeadline: 'Please enter the final deadline as YYYY-MM-DD',
  optedOut: 'You will receive no more payment reminders for this registration.',
  optOutInvalid: 'This link is not valid. Please use the link in your most recent reminder e-mail.',
} as const;

function wholeNumber(min: number, max: number, message: string) {
  return (value: unknown): string | null =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? null
      : message;
}

/** The settings form's rules, run by the portal and by the api alike. */
export const paymentReminderSettingsRules: FormRules<PaymentReminderSettings> = {
  dueDays: wholeNumber(0, 365, paymentReminderMessages.wholeDays),
  finalDeadline: (value) => (isCalendarDate(value) ? null : paymentReminderMessages.finalDeadline),
  remindDaysBefore: wholeNumber(0, 365, paymentReminderMessages.wholeDays),
  intervalDays: wholeNumber(1, 365, 'Please enter a whole number of days from 1 to 365'),
  maxReminders: wholeNumber(0, 10, paymentReminderMessages.maxReminders),
  paused: (value) =>
    typeof value === 'boolean' ? null : 'Please choose whether reminders are paused',
};

/**
 * The day a registration is due to be paid: `dueDays` after the day it was made (conference
 * time, YYYY-MM-DD), or the final deadline if that is earlier.
 */
export function paymentDueDate(
  registeredOn: string,
  settings: Pick<PaymentReminderSettings, 'dueDays' | 'finalDeadline'>,
): string {
  const due = new Date(`${registeredOn}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + settings.dueDays);
  const dueDay = due.toISOString().slice(0, 10);
  return dueDay < settings.finalDeadline ? dueDay : settings.finalDeadline;
}
