import type { AdminPayment } from '@caawg11/conference';
import { fileLinkPath } from '../../admin/file-link-path.js';
import type { Registration } from '../../registrations/registration.entity.js';
import type { Payment } from '../payment.entity.js';

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
    proofUrl: payment.proofFileId ? fileLinkPath(payment.proofFileId) : null,
    notes: payment.notes,
    createdAt: payment.createdAt.toISOString(),
  };
}
