import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  conferenceDayOf,
  isStudentCategory,
  messages,
  paymentBalance,
  quoteFee,
  walkInMessages,
  type Clock,
  type WalkInResult,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../../platform/audit/audit.service.js';
import { CheckInsService } from '../check-ins.service.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import {
  Ledger,
  PaymentsRepository,
  RegistrationRepository,
} from '../../../registrations-and-money/registrations/index.js';
import { PaymentReceivedNotice } from '../../../registrations-and-money/registrations/payment-received-notice.service.js';
import {
  isDuplicateEmail,
  RegistrationsService,
  studentIdFileField,
} from '../../../registrations-and-money/registrations/registrations.service.js';
import type { WalkInDto } from './walk-in.dto.js';

/**
 * The walk-in desk: a delegate registered, paid and checked in at once. One transaction, so a
 * failure at any step (a taken address, a check-in refused by the database) leaves nothing.
 */
@Injectable()
export class WalkInsService {
  constructor(
    private readonly registrationsService: RegistrationsService,
    private readonly registrations: RegistrationRepository,
    private readonly ledgerPayments: PaymentsRepository,
    private readonly ledger: Ledger,
    private readonly paymentReceived: PaymentReceivedNotice,
    private readonly checkIns: CheckInsService,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async register(input: WalkInDto, actor: AuditActor, clientIp: string): Promise<WalkInResult> {
    if (isStudentCategory(input.participantCategory) && !input.studentIdSeen) {
      throw ApiError.validation({ [studentIdFileField]: walkInMessages.studentIdSeen });
    }
    if (await this.registrations.emailTaken(input.email)) {
      throw new ApiError(HttpStatus.CONFLICT, messages.duplicateRegistration);
    }
    const quote = quoteFee(input.participantCategory, this.clock);
    const language = input.language ?? 'en';
    const paymentDueDate = await this.registrationsService.paymentDueDateNow();
    try {
      return await this.registrations.transaction(async (manager) => {
        const { id, reference } = await this.registrationsService.insertWithin(
          manager,
          input,
          quote,
          null,
          { language, clientIp, paymentDueDate },
        );
        const registration = await this.registrations.lock(manager, id);
        const payment = await this.ledgerPayments.addVerifiedPayment(
          manager,
          registration,
          {
            amount: input.payment.amount,
            method: input.payment.method,
            reference: input.payment.reference ?? '',
            paymentDate: conferenceDayOf(this.clock.now()),
          },
          'admin',
        );
        const received = await this.ledger.receivePayment(
          manager,
          payment,
          actor,
          (settlement, registrationStatus) => ({
            action: 'registration.walked-in',
            entityType: 'registration',
            entityId: id,
            after: {
              reference,
              participantCategory: quote.category,
              feeUsd: quote.feeUsd,
              paymentId: payment.id,
              amount: input.payment.amount,
              method: input.payment.method,
              paymentReference: input.payment.reference ?? null,
              studentIdSeen: isStudentCategory(quote.category) ? input.studentIdSeen : undefined,
              registrationStatus,
              ...paymentBalance(settlement),
            },
          }),
        );
        await this.paymentReceived.send(manager, payment, received);
        const checkIn = await this.checkIns.checkInWithin(manager, reference, actor);
        if (!checkIn.registration) throw new Error(`The walk-in ${reference} was not found`);
        return { registration: { ...checkIn.registration, feeUsd: quote.feeUsd }, checkIn };
      });
    } catch (error) {
      if (isDuplicateEmail(error)) {
        throw new ApiError(HttpStatus.CONFLICT, messages.duplicateRegistration);
      }
      throw error;
    }
  }
}
