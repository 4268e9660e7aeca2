import {
  fieldTripPriceCents,
  isChargedSeat,
  toCents,
  type Charges,
  type FieldTripSeatStatus,
} from '@caawg11/conference';

/**
 * What a registration is charged: its registration fee, then the field trip while it holds a
 * seat (held or paid); a registrant on the waiting list owes nothing for the trip yet.
 */
export function chargesOf(
  registration: { feeUsd: number | string },
  fieldTripSeat: FieldTripSeatStatus | null,
): Charges {
  return {
    registrationFeeCents: toCents(registration.feeUsd),
    addOnCents: isChargedSeat(fieldTripSeat) ? [fieldTripPriceCents] : [],
  };
}
