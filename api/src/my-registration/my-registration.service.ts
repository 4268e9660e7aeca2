import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  feeTable,
  messages,
  type ApiResult,
  type MyPayment,
  type MyRegistration,
  type MyRegistrationResult,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { ApiError } from '../common/api-error.js';
import { FilesService, type ReceivedUpload, type UploadPolicy } from '../files/files.service.js';
import { Payment } from '../payments/payment.entity.js';
import type { Registration } from '../registrations/registration.entity.js';
import type { PaymentProofDto } from './dto/payment-proof.dto.js';

export const proofFileField = 'proofFile';

/** A payment proof: PDF, JPEG or PNG by content, at most 5 MB. */
export const paymentProofPolicy: UploadPolicy = {
  purpose: 'payment-proof',
  field: proofFileField,
  allowed: ['pdf', 'jpeg', 'png'],
  typeMessage: messages.proofFileType,
  sizeMessage: messages.proofFileSize,
};

export const paymentProofReceived =
  'Thank you. Your payment proof has been received and is waiting for verification by the registration team.';

function toMyPayment(payment: Payment): MyPayment {
  return {
    _id: payment.id,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    paymentDate: payment.paymentDate,
    status: payment.status,
    notes: payment.notes,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** The registrant's own page (/my-registration), authorised by the e-mailed access token. */
@Injectable()
export class MyRegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accessLinks: AccessLinksService,
    private readonly files: FilesService,
  ) {}

  async show(token: string | undefined): Promise<MyRegistrationResult> {
    const registration = await this.accessLinks.resolve(token);
    const payments = await this.dataSource.getRepository(Payment).find({
      where: { registrationId: registration.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { success: true, message: '', data: this.describe(registration, payments) };
  }

  /**
   * Records a payment the registrant reports, with its proof file, as pending: it appears in the
   * admin panel's Payments section for verification. A refused token, field or file, or a
   * failure afterwards, leaves nothing stored.
   */
  async addPayment(
    token: string | undefined,
    input: PaymentProofDto,
    upload: ReceivedUpload | undefined,
  ): Promise<ApiResult> {
    const registration = await this.accessLinks.resolve(token);
    if (!upload) throw ApiError.validation({ [proofFileField]: messages.required });
    this.files.checkName(upload, paymentProofPolicy);
    await this.files.withUpload(upload, paymentProofPolicy, (file) =>
      this.dataSource.transaction(async (manager) => {
        const proofFileId = await this.files.record(manager, file);
        await manager.insert(Payment, {
          registrationId: registration.id,
          amount: Number(input.amount),
          method: input.method,
          reference: input.reference,
          paymentDate: input.paymentDate,
          status: 'pending',
          proofFileId,
          source: 'registrant',
        });
      }),
    );
    return { success: true, message: paymentProofReceived };
  }

  private describe(registration: Registration, payments: Payment[]): MyRegistration {
    return {
      reference: registration.reference ?? '',
      title: registration.title === 'Other' ? (registration.otherTitle ?? '') : registration.title,
      firstName: registration.firstName,
      familyName: registration.otherNames,
      email: registration.email,
      participantCategory: registration.participantCategory,
      categoryLabel: feeTable[registration.participantCategory].label,
      pricingTier: registration.pricingTier,
      feeUsd: registration.feeUsd,
      fieldTrip: registration.fieldTrip,
      paymentStatus: registration.paymentStatus,
      payments: payments.map(toMyPayment),
    };
  }
}
