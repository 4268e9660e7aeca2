import { edition } from './edition.js';
import { isCalendarDate, type FormRules } from './rules.js';
import { toCents } from './settlement.js';

/**
 * The field trip as a priced add-on. A registration choosing it holds a seat until the pay-by
 * day (`held`), keeps it once fully paid (`paid`), or waits in line for one (`waiting`); only a
 * held or paid seat is charged.
 */
export const fieldTripSeatStatuses = ['held', 'paid', 'waiting'] as const;
export type FieldTripSeatStatus = (typeof fieldTripSeatStatuses)[number];

/** The registrations list's add-on filter: a seat status, or no field trip at all. */
export const fieldTripFilters = [...fieldTripSeatStatuses, 'none'] as const;
export type FieldTripFilter = (typeof fieldTripFilters)[number];

export const fieldTripFilterLabels: Record<FieldTripFilter, string> = {
  held: 'Field trip: seat held',
  paid: 'Field trip: seat paid',
  waiting: 'Field trip: waiting list',
  none: 'No field trip',
};

export const fieldTripSeatLabels: Record<FieldTripSeatStatus, string> = {
  held: 'Seat held',
  paid: 'Seat paid',
  waiting: 'Waiting list',
};

/** The trip's price in cents, charged beside the registration fee. */
export const fieldTripPriceCents = toCents(edition.fieldTrip.priceUsd);

/**
 * Days a registrant promoted from the waiting list has to pay, when the pay-by day is nearer
 * than that (or past): long enough for a bank transfer to arrive.
 */
export const promotedSeatPayDays = 7;

/** A registration's seat. */
export interface FieldTripSeat {
  status: FieldTripSeatStatus;
  /** Place in the waiting list (1 is next), only while waiting. */
  position: number | null;
  /** YYYY-MM-DD: a held seat is released after this day unless paid. */
  payBy: string | null;
}

/** The numbers logistics sets in the portal. */
export interface FieldTripSettings {
  seats: number;
  /** YYYY-MM-DD, conference time: held seats not fully paid by the end of this day are released. */
  payBy: string;
}

/** `GET/PUT /api/admin/field-trip`. */
export interface FieldTripView extends FieldTripSettings {
  held: number;
  paid: number;
  waiting: number;
}

export const fieldTripMessages = {
  saved: 'Field trip settings saved',
  loadFailed: 'Failed to load the field trip settings',
  saveFailed: 'Failed to save the field trip settings. Please try again.',
  seats: 'Please enter a whole number of seats from 0 to 10000',
  payBy: 'Please enter the pay-by date as YYYY-MM-DD',
} as const;

export const fieldTripSettingsRules: FormRules<FieldTripSettings> = {
  seats: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10000
      ? null
      : fieldTripMessages.seats,
  payBy: (value) => (isCalendarDate(value) ? null : fieldTripMessages.payBy),
};

/** Whether the seat is charged: a waiting registrant owes nothing for the trip yet. */
export function isChargedSeat(status: FieldTripSeatStatus | null | undefined): boolean {
  return status === 'held' || status === 'paid';
}

/** The later of two calendar days (YYYY-MM-DD). */
function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** `day` plus `days` calendar days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The pay-by day of a seat given to a waiting registrant on `today`. */
export function promotedPayBy(settingsPayBy: string, today: string): string {
  return laterDay(settingsPayBy, addDays(today, promotedSeatPayDays));
}
