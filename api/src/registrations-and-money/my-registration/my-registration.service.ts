import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  feeTable,
  messages,
  paymentBalance,
  paymentProofLimitMessages,
  publicApiMessages,
  type ApiResult,
  type Settlement,
  type MyPayment,
  type MyRegistration,
  type MyRegistrationResult,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { PaymentReminders } from '../payment-reminders/payment-reminders.service.js';
import { AppConfig } from '../../platform/config/app-config.js';
import {
  FilesService,
  type ReceivedUpload,
  type UploadPolicy,
} from '../../platform/files/files.service.js';
import type { Registration } from '../registrations/registration.entity.js';
import {
  RegistrationRepository,
  Ledger,
  PaymentsRepository,
  type Payment,
} from '../registrations/index.js';
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

export const paymentProofReceived = publicApiMessages.paymentProofReceived;

export { paymentProofLimitMessages };

const bytesPerMegabyte = 1024 * 1024;

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
    private readonly accessLinks: AccessLinksService,
    private readonly files: FilesService,
    private readonly registrations: RegistrationRepository,
    private readonly payments: PaymentsRepository,
    private readonly ledger: Ledger,
    private readonly config: AppConfig,
    private readonly reminders: PaymentReminders,
  ) {}

  /** The registration an access token opens (401 for an unknown or expired one). */
  async registrationIdFor(token: string | undefined): Promise<string> {
    return (await this.accessLinks.resolve(token)).id;
  }

  async show(token: string | undefined): Promise<MyRegistrationResult> {
    const registration = await this.accessLinks.resolve(token);
    const payments = await this.payments.payments(registration.id);
    const paymentDueDate = await this.reminders.dueDateOf(registration.createdAt);
    const standing = await this.ledger.standingOf(this.registrations.manager, registration);
    return {
      success: true,
      message: '',
      data: {
        ...this.describe(registration, standing.settlement, payments, paymentDueDate),
        fieldTripSeat: standing.fieldTripSeat,
        cancellation: standing.cancellation,
      },
    };
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
    const { registration, accessTokenId } = await this.accessLinks.resolveAccess(token);
    if (!upload) throw ApiError.validation({ [proofFileField]: messages.required });
    this.files.checkName(upload, paymentProofPolicy);
    await this.files.withUpload(upload, paymentProofPolicy, (file) =>
      this.registrations.transaction(async (manager) => {
        const locked = await this.registrations.lock(manager, registration.id);
        await this.assertRoomForProof(manager, registration.id, accessTokenId, file.sizeBytes);
        const proofFileId = await this.files.record(manager, file);
        await this.payments.addProofPayment(manager, locked, {
          amount: Number(input.amount),
          method: input.method,
          reference: input.reference,
          paymentDate: input.paymentDate,
          proofFileId,
          accessTokenId,
        });
      }),
    );
    return { success: true, message: paymentProofReceived };
  }

  /**
   * Refuses a proof that would take its access link or its registration past the configured
   * number of proofs or megabytes. The caller holds the registration's row lock until its
   * transaction ends, so two uploads at once cannot both take the last place.
   */
  private async assertRoomForProof(
    manager: EntityManager,
    registrationId: string,
    accessTokenId: string,
    sizeBytes: number,
  ): Promise<void> {
    const totals = await this.payments.proofTotals(manager, registrationId, accessTokenId);
    const limits = this.config;
    const refusal = (message: string) => ApiError.validation({ [proofFileField]: message });
    if (totals.linkFiles + 1 > limits.PROOF_FILES_PER_LINK) {
      throw refusal(paymentProofLimitMessages.linkFiles(limits.PROOF_FILES_PER_LINK));
    }
    if (totals.linkBytes + sizeBytes > limits.PROOF_MB_PER_LINK * bytesPerMegabyte) {
      throw refusal(paymentProofLimitMessages.linkMegabytes(limits.PROOF_MB_PER_LINK));
    }
    if (totals.files + 1 > limits.PROOF_FILES_PER_REGISTRATION) {
      throw refusal(
        paymentProofLimitMessages.registrationFiles(limits.PROOF_FILES_PER_REGISTRATION),
      );
    }
    if (totals.bytes + sizeBytes > limits.PROOF_MB_PER_REGISTRATION * bytesPerMegabyte) {
      throw refusal(
        paymentProofLimitMessages.registrationMegabytes(limits.PROOF_MB_PER_REGISTRATION),
      );
    }
  }

  private describe(
    registration: Registration,
    settlement: Settlement,
    payments: Payment[],
    paymentDueDate: string,
  ): MyRegistration {
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
      ...paymentBalance(settlement),
      paymentDueDate,
      payments: payments.map(toMyPayment),
    };
  }
}
