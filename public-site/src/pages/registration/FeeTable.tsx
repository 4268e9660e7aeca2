import {
  deadlines,
  feeCoverageNote,
  feeFor,
  feeTable,
  participantCategories,
  pricingTierLabels,
  type PricingTier,
} from '@caawg11/conference';
import { registrationContent as text } from '../../content/registration';

/** The fees of the tier in force now, with what they cover. */
export function FeeTable({ tier }: { tier: PricingTier }) {
  const caption =
    tier === 'early-bird'
      ? `${pricingTierLabels[tier]} rates, until ${deadlines.earlyBirdLastDayLabel}`
      : `${pricingTierLabels[tier]} rates`;
  return (
    <section aria-labelledby="fees-heading" className="rounded-xl bg-white p-6 shadow">
      <h2 id="fees-heading" className="text-xl font-bold text-brand-900">
        {text.feeHeading}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-gray-700">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Category
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Fee (USD)
            </th>
          </tr>
        </thead>
        <tbody>
          {participantCategories.map((category) => (
            <tr key={category} className="border-b border-gray-100">
              <th scope="row" className="py-2 pr-2 font-normal">
                {feeTable[category].label}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">
                ${feeFor(category, tier)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {tier === 'early-bird' && (
        <p className="mt-3 text-xs text-gray-700">
          From August 1, 2025 the standard rates apply:{' '}
          {participantCategories
            .map((category) => `${feeTable[category].label} $${feeFor(category, 'standard')}`)
            .join(', ')}
          .
        </p>
      )}
      <p className="mt-3 text-sm text-gray-700">{feeCoverageNote}</p>
    </section>
  );
}
