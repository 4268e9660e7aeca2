import type { AdminRegistration } from '@caawg11/conference';
import { StatusBadge } from '../../../components/StatusBadge';
import { ScrollArea } from '../../../components/ScrollArea';
import { wrapAnywhereClass } from '../../../components/table';
import { formatDate, registrantName } from '../../../format';

export function RecentRegistrations({ registrations }: { registrations: AdminRegistration[] }) {
  return (
    <section className="rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <h2 className="border-b border-gray-200 px-5 py-4 text-lg font-semibold text-gray-900">
        Recent Registrations
      </h2>
      {registrations.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-gray-600">No registrations yet.</p>
      ) : (
        <ScrollArea label="Recent registrations">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
              <tr>
                <th scope="col" className="px-5 py-3">
                  Name
                </th>
                <th scope="col" className="px-5 py-3">
                  Email
                </th>
                <th scope="col" className="px-5 py-3">
                  Country
                </th>
                <th scope="col" className="px-5 py-3">
                  Type
                </th>
                <th scope="col" className="px-5 py-3">
                  Status
                </th>
                <th scope="col" className="px-5 py-3">
                  Date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {registrations.map((registration) => (
                <tr key={registration._id}>
                  <td className="px-5 py-3 font-medium text-gray-900">
                    {registrantName(registration)}
                  </td>
                  <td className={`px-5 py-3 text-gray-700 ${wrapAnywhereClass}`}>
                    {registration.email}
                  </td>
                  <td className="px-5 py-3 text-gray-700">{registration.country}</td>
                  <td className="px-5 py-3 text-gray-700">{registration.registrationType}</td>
                  <td className="px-5 py-3">
                    <StatusBadge status={registration.paymentStatus} rejectedTone="grey" />
                  </td>
                  <td className="whitespace-nowrap px-5 py-3 text-gray-700">
                    {formatDate(registration.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </section>
  );
}
