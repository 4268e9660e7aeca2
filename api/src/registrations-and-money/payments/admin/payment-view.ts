import type { AdminPayment } from '@caawg11/conference';
import type { Registration } from '../../registrations/registration.entity.js';
import type { Payment } from '../../registrations/index.js';

/** Where an organiser asks for a short-lived link to the payment's proof. */
export function proofLinkPath(id: string): string {
  return `/api/admin/payments/${id}/proof-link`;
}

/** A payment with its registration loaded. */
export function toAdminPayment(payment: Payment & { registration: Registration }): AdminPayment {
  return {
    _id: payment.id,
    registration: {
      _id: payment.registration.id,
      reference: payment.registration.reference ?? '',
      firstName: payment.registration.firstName,
      familyName: payment.registration.otherNames,
      email: payment.registration.email,
    },
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    paymentDate: payment.paymentDate,
    status: payment.status,
    proofUrl: payment.proofFileId ? proofLinkPath(payment.id) : null,
    notes: payment.notes,
    createdAt: payment.createdAt.toISOString(),
  };
}
