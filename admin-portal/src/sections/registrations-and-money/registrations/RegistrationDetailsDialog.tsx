import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@caawg11/conference/routing';
import { ApiRequestError } from '@caawg11/conference/http';
import { fieldTripSeatLabels, formatUsd, type PaymentStatus } from '@caawg11/conference';
import { updateRegistrationStatus } from '../../../api/registrations-api';
import type { AdminRegistrationDetails } from '../../../api/types';
import { usePermissions } from '../../../auth/auth-context';
import { buttonClass } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  formatDate,
  formatDateTime,
  languageName,
  participationLabel,
  registrantName,
} from '../../../format';
import { useOpenFile } from '../../../open-file';
import { paths } from '../../../paths';
import { applyRegistrationChange } from './registration-cache';
import { cancelRegistration } from './cancellation-api';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { RecordRefundForm } from './RecordRefundForm';
import { RegistrationConsents } from './RegistrationConsents';
import { RegistrationDocuments } from './RegistrationDocuments';
import { RegistrationBadge } from '../../on-site/badges';

export const statusUpdateFailed = 'Failed to update registration status. Please try again.';

/** A new address an organiser gave, shown until its owner confirms it from the link sent to it. */
export function awaitingConfirmation(pendingEmail: string): string {
  return `Awaiting confirmation: ${pendingEmail}`;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-3">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="text-sm text-gray-900 wrap-anywhere sm:col-span-2">{children}</dd>
    </div>
  );
}

interface Props {
  registration: AdminRegistrationDetails;
  onClose: () => void;
  onChanged: (registration: AdminRegistrationDetails) => void;
}

export function RegistrationDetailsDialog({ registration, onClose, onChanged }: Props) {
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const studentIdFile = useOpenFile();
  const change = useMutation({
    mutationFn: (status: PaymentStatus) => updateRegistrationStatus(registration._id, status),
    onSuccess: (changed) => {
      applyRegistrationChange(queryClient, changed);
      onChanged(changed);
    },
  });
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelRegistration(registration._id, reason),
    onSuccess: (changed) => {
      applyRegistrationChange(queryClient, changed);
      onChanged(changed);
      setConfirmingCancel(false);
    },
  });
  const busy = change.isPending;
  const cancellation = registration.cancellation;
  const seat = registration.fieldTripSeat;
  const status = registration.paymentStatus;
  const nothingPaid = Number(registration.amountPaid) === 0;
  const partPaid = status === 'pending' && !nothingPaid;

  return (
    <Dialog
      title="Registration Details"
      onClose={onClose}
      wide
      actions={
        <>
          {status !== 'verified' && (
            <button
              type="button"
              className={buttonClass.success}
              disabled={busy}
              onClick={() => change.mutate('verified')}
            >
              Verify Payment
            </button>
          )}
          {status !== 'rejected' && (
            <button
              type="button"
              className={buttonClass.danger}
              disabled={busy}
              onClick={() => change.mutate('rejected')}
            >
              Reject Payment
            </button>
          )}
          {status !== 'pending' && (
            <button
              type="button"
              className={buttonClass.warning}
              disabled={busy}
              onClick={() => change.mutate('pending')}
            >
              Mark as Pending
            </button>
          )}
          <Link to={paths.editRegistration(registration._id)} className={buttonClass.secondary}>
            Edit Registration
          </Link>
          {!cancellation && permissions.can('update', 'Registration') && (
            <button
              type="button"
              className={buttonClass.danger}
              onClick={() => {
                cancel.reset();
                setConfirmingCancel(true);
              }}
            >
              Cancel Registration
            </button>
          )}
          {permissions.can('read', 'AuditLog') && (
            <Link
              to={`${paths.auditLog}?${new URLSearchParams({ recordType: 'registration', recordId: registration._id }).toString()}`}
              className={buttonClass.secondary}
            >
              History
            </Link>
          )}
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {change.isError && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700"
        >
          {statusUpdateFailed}
        </div>
      )}
      {cancellation && (
        <div
          role="note"
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">
            Cancelled on {formatDateTime(cancellation.cancelledAt)}
            {cancellation.byRegistrant ? ' by the registrant' : ''}
          </p>
          <p className="mt-1 wrap-anywhere">Reason: {cancellation.reason}</p>
          <p className="mt-1">
            Refund due: {formatUsd(Number(cancellation.refundDue), { cents: true })} (
            {cancellation.refundPercent}% of what was paid, under the cancellation policy)
          </p>
        </div>
      )}
      {status === 'verified' && nothingPaid && (
        <div
          role="note"
          className="mb-4 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-800"
        >
          Verified by hand with no payment recorded: the status records no money and issues no
          receipt.{' '}
          <Link to={paths.editRegistration(registration._id)} className={buttonClass.link}>
            Record the payment
          </Link>
        </div>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <section>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Personal Information
          </h3>
          <dl className="mt-2">
            <Field label="Name">{registrantName(registration)}</Field>
            <Field label="Email">
              {registration.email}
              {registration.pendingEmail && (
                <span className="block text-yellow-800">
                  {awaitingConfirmation(registration.pendingEmail)}
                </span>
              )}
            </Field>
            <Field label="Phone">{registration.phone}</Field>
            <Field label="Country">{registration.country}</Field>
            <Field label="Institution">{registration.institution}</Field>
            <Field label="Language">{languageName(registration.visitorLanguage)}</Field>
          </dl>
        </section>
        <section>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Registration Details
          </h3>
          <dl className="mt-2">
            <Field label="Registration Type">{registration.registrationType}</Field>
            <Field label="Participation Type">{participationLabel(registration)}</Field>
            <Field label="Registration Fee">{formatUsd(registration.registrationFee)}</Field>
            <Field label="Field Trip">{registration.attendingFieldTrip ? 'Yes' : 'No'}</Field>
            {seat && (
              <Field label="Field Trip Seat">
                {fieldTripSeatLabels[seat.status]}
                {seat.status === 'waiting' &&
                  seat.position !== null &&
                  ` (position ${seat.position})`}
                {seat.status === 'held' &&
                  seat.payBy &&
                  `, to be paid by ${formatDate(seat.payBy)}`}
              </Field>
            )}
            <Field label="Registration Date">{formatDate(registration.createdAt)}</Field>
            <Field label="Payment Status">
              <StatusBadge status={registration.paymentStatus} />
              {partPaid && (
                <span className="ml-2 text-sm text-gray-700">
                  part paid: ${registration.balanceDue} due
                </span>
              )}
            </Field>
            <Field label="Amount Paid">
              {formatUsd(Number(registration.amountPaid), { cents: true })}
            </Field>
            <Field label="Balance Due">
              {formatUsd(Number(registration.balanceDue), { cents: true })}
            </Field>
            {registration.studentIdUrl && permissions.can('read', 'File') && (
              <Field label="Student ID">
                <button
                  type="button"
                  className={buttonClass.link}
                  onClick={() => studentIdFile.open(registration.studentIdUrl ?? '')}
                >
                  View Student ID
                </button>
                {studentIdFile.isError && (
                  <span role="alert" className="block text-sm text-red-700">
                    The student ID could not be opened. Please try again.
                  </span>
                )}
              </Field>
            )}
          </dl>
        </section>
      </div>
      <RegistrationDocuments registration={registration} />
      <RegistrationConsents registrationId={registration._id} />
      <RegistrationBadge registration={registration} />
      {permissions.can('create', 'Payment') && Number(registration.amountPaid) > 0 && (
        <RecordRefundForm registration={registration} onChanged={onChanged} />
      )}
      {busy && (
        <p role="status" className="mt-4 text-sm text-gray-600">
          Processing...
        </p>
      )}
      {confirmingCancel && (
        <CancelRegistrationDialog
          amountPaid={registration.amountPaid}
          busy={cancel.isPending}
          error={
            cancel.isError
              ? (cancel.error instanceof ApiRequestError && cancel.error.serverMessage) ||
                'Failed to cancel the registration. Please try again.'
              : null
          }
          onConfirm={(reason) => cancel.mutate(reason)}
          onCancel={() => setConfirmingCancel(false)}
        />
      )}
    </Dialog>
  );
}
