import { Link } from '@caawg11/conference/routing';
import { fieldTripSeatLabels, formatUsd } from '@caawg11/conference';
import type { AdminRegistrationDetails } from '../../../api/types';
import { buttonClass } from '../../../components/buttons';
import { ScrollArea } from '../../../components/ScrollArea';
import { actionsColumnClass, wrapAnywhereClass } from '../../../components/table';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, participationLabel, registrantName } from '../../../format';
import { paths } from '../../../paths';

interface Props {
  registrations: AdminRegistrationDetails[];
  onView: (registration: AdminRegistrationDetails) => void;
}

export function RegistrationTable({ registrations, onView }: Props) {
  return (
    <ScrollArea label="Registrations">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Country
            </th>
            <th scope="col" className="px-4 py-3">
              Registration Type
            </th>
            <th scope="col" className="px-4 py-3">
              Fee
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className={`px-4 py-3 ${actionsColumnClass.header}`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {registrations.map((registration) => {
            const name = registrantName(registration);
            return (
              <tr key={registration._id}>
                <td className={`px-4 py-3 ${wrapAnywhereClass}`}>
                  <p className="font-medium text-gray-900">{name}</p>
                  <p className="text-gray-600">{registration.institution}</p>
                </td>
                <td className={`px-4 py-3 ${wrapAnywhereClass}`}>
                  <p className="text-gray-900">{registration.email}</p>
                  <p className="text-gray-600">{registration.phone}</p>
                </td>
                <td className="px-4 py-3 text-gray-700">{registration.country}</td>
                <td className="px-4 py-3">
                  <p className="text-gray-900">{registration.registrationType}</p>
                  <p className="text-gray-600">{participationLabel(registration)}</p>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-gray-900">
                  {formatUsd(registration.registrationFee)}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={registration.paymentStatus} />
                  {registration.cancellation && (
                    <p className="mt-1 text-xs font-semibold text-red-700">
                      Cancelled {formatDate(registration.cancellation.cancelledAt)}
                      <span className="block font-normal">
                        Refund due{' '}
                        {formatUsd(Number(registration.cancellation.refundDue), { cents: true })}
                      </span>
                    </p>
                  )}
                  {registration.fieldTripSeat && (
                    <p className="mt-1 text-xs text-gray-600">
                      Field trip: {fieldTripSeatLabels[registration.fieldTripSeat.status]}
                    </p>
                  )}
                </td>
                <td className={`whitespace-nowrap px-4 py-3 ${actionsColumnClass.cell}`}>
                  <div className="flex gap-3">
                    <button
                      type="button"
                      className={buttonClass.link}
                      aria-label={`View ${name}`}
                      onClick={() => onView(registration)}
                    >
                      View
                    </button>
                    <Link
                      to={paths.editRegistration(registration._id)}
                      className={buttonClass.link}
                      aria-label={`Edit ${name}`}
                    >
                      Edit
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollArea>
  );
}
