import {
  deadlines,
  feeFor,
  participantCategories,
  type ParticipantCategory,
  type PricingTier,
} from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { calendarDay, nextCalendarDay } from '../../content/calendar';

const captionKeys = {
  'early-bird': 'fees.caption.earlyBird',
  standard: 'fees.caption.standard',
} as const satisfies Record<PricingTier, string>;

/** The fees of the tier in force now, with what they cover. */
export function FeeTable({ tier }: { tier: PricingTier }) {
  const { t } = useTranslation('registration');
  const categoryLabels = t('categories', { returnObjects: true }) as Record<
    ParticipantCategory,
    string
  >;
  const standardFees = participantCategories
    .map((category) =>
      t('fees.standardFee', {
        category: categoryLabels[category],
        fee: feeFor(category, 'standard'),
      }),
    )
    .join(', ');
  return (
    <section aria-labelledby="fees-heading" className="rounded-xl bg-white p-6 shadow">
      <h2 id="fees-heading" className="text-xl font-bold text-brand-900">
        {t('fees.heading')}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-gray-700">
          {t(captionKeys[tier], { date: calendarDay(deadlines.earlyBirdLastDay) })}
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('fees.categoryColumn')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('fees.feeColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {participantCategories.map((category) => (
            <tr key={category} className="border-b border-gray-100">
              <th scope="row" className="py-2 pr-2 font-normal">
                {categoryLabels[category]}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">
                {t('fees.amount', { fee: feeFor(category, tier) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {tier === 'early-bird' && (
        <p className="mt-3 text-xs text-gray-700">
          {t('fees.standardNote', {
            date: nextCalendarDay(deadlines.earlyBirdLastDay),
            fees: standardFees,
          })}
        </p>
      )}
      <p className="mt-3 text-sm text-gray-700">{t('fees.coverageNote')}</p>
    </section>
  );
}
