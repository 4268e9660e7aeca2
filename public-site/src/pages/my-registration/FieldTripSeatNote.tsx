import { edition, type MyRegistration } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from './RegistrationSummary';
import { useUsd } from './usd';

/**
 * The registrant's field-trip seat: held until a day, paid, or their place on the waiting list,
 * where the trip is not charged yet. Nothing without the trip.
 */
export function FieldTripSeatNote({ registration }: { registration: MyRegistration }) {
  const { t } = useTranslation('myCancellation');
  const formatDate = useFormatDate();
  const usd = useUsd();
  const seat = registration.fieldTripSeat;
  if (!seat) return null;
  const price = usd(edition.fieldTrip.priceUsd);
  const text =
    seat.status === 'waiting'
      ? t('fieldTrip.waiting', { position: seat.position ?? 0, price })
      : seat.status === 'held'
        ? t('fieldTrip.held', { price, date: formatDate(seat.payBy ?? '') })
        : t('fieldTrip.paid');
  return (
    <section
      aria-labelledby="field-trip-seat-heading"
      className="rounded-xl bg-white p-5 shadow sm:p-6"
    >
      <h2 id="field-trip-seat-heading" className="mb-2 text-xl font-bold text-brand-900">
        {t('fieldTrip.heading')}
      </h2>
      <p className="text-gray-700">{text}</p>
    </section>
  );
}
