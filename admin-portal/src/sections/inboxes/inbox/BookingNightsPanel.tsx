import { accommodationTypes, formatUsd, type BookingNights } from '@caawg11/conference';
import { ScrollArea } from '../../../components/ScrollArea';
import { QueryContent } from '../../../components/QueryContent';
import { formatDate } from '../../../format';
import { fetchBookingNights } from './inbox-api';
import { useSectionQuery } from '../../use-section-query';
import { inboxKeys } from './inbox-queries';

const failed = 'Failed to load nights by date';

/** Nights per date and type: one row per night, one column per type, with their worth. */
function NightsTable({ nights }: { nights: BookingNights[] }) {
  const dates = [...new Set(nights.map((entry) => entry.date))].sort();
  const cell = (date: string, type: string) =>
    nights.find((entry) => entry.date === date && entry.accommodationType === type);
  const totalValue = nights.reduce((sum, entry) => sum + entry.valueUsd, 0);
  return (
    <ScrollArea label="Nights by date">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="px-4 py-3 text-left text-lg font-semibold text-gray-900">
          Nights by date
        </caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Night of
            </th>
            {accommodationTypes.map((type) => (
              <th key={type} scope="col" className="px-4 py-3">
                {type}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              Value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {dates.map((date) => (
            <tr key={date}>
              <th scope="row" className="whitespace-nowrap px-4 py-2 text-left font-medium">
                {formatDate(date)}
              </th>
              {accommodationTypes.map((type) => {
                const entry = cell(date, type);
                return (
                  <td key={type} className="px-4 py-2">
                    {entry ? (
                      <>
                        {entry.nights}{' '}
                        <span className="text-gray-600">({formatUsd(entry.valueUsd)})</span>
                      </>
                    ) : (
                      0
                    )}
                  </td>
                );
              })}
              <td className="whitespace-nowrap px-4 py-2 font-medium">
                {formatUsd(
                  nights
                    .filter((entry) => entry.date === date)
                    .reduce((sum, entry) => sum + entry.valueUsd, 0),
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-gray-50 font-semibold">
          <tr>
            <th scope="row" className="px-4 py-2 text-left">
              Total
            </th>
            {accommodationTypes.map((type) => (
              <td key={type} className="px-4 py-2">
                {nights
                  .filter((entry) => entry.accommodationType === type)
                  .reduce((sum, entry) => sum + entry.nights, 0)}
              </td>
            ))}
            <td className="whitespace-nowrap px-4 py-2">{formatUsd(totalValue)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollArea>
  );
}

/** Which block is filling, for logistics: requests not declined, night by night. */
export function BookingNightsPanel() {
  const nights = useSectionQuery({
    queryKey: inboxKeys.bookingNights,
    queryFn: fetchBookingNights,
  });
  return (
    <div className="space-y-3 rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <QueryContent query={nights} loading="Loading nights by date" failure={failed} inset>
        {(data) =>
          data.length === 0 ? (
            <p className="px-4 py-6 text-sm text-gray-600">No nights requested yet.</p>
          ) : (
            <NightsTable nights={data} />
          )
        }
      </QueryContent>
    </div>
  );
}
