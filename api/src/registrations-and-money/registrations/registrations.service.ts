import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { QueryFailedError, type EntityManager } from 'typeorm';
import {
  feeTable,
  isStudentCategory,
  messages,
  pricingTierLabels,
  quoteFee,
  type Clock,
  type Language,
  type Quote,
  type RegistrationResult,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { CaptchaService } from '../../platform/captcha/captcha.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import {
  FilesService,
  type ReceivedUpload,
  type ReceivedFile,
  type UploadPolicy,
} from '../../platform/files/files.service.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { FieldTripSeats } from '../field-trip/field-trip-seats.service.js';
import type { RegistrationDto, RegistrationFieldsDto } from './dto/registration.dto.js';
import { PaymentReminders } from '../payment-reminders/payment-reminders.service.js';
import { RegistrationRepository, type NewRegistration } from './registration.repository.js';
import { RegistrationDocuments } from './registration-documents.service.js';
import { ConsentsRepository } from '../../team-and-settings/privacy/consents.repository.js';

export const studentIdFileField = 'studentIdFile';

/** A student ID or admission letter: PDF, JPEG or PNG, at most 5 MB. */
export const studentIdPolicy: UploadPolicy = {
  purpose: 'student-id',
  field: studentIdFileField,
  allowed: ['pdf', 'jpeg', 'png'],
  typeMessage: messages.studentIdFileType,
  sizeMessage: messages.studentIdFileSize,
};

export function isDuplicateEmail(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; message?: string } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' &&
    (driverError.message ?? '').includes('uq_registrations_email')
  );
}

@Injectable()
export class RegistrationsService {
  constructor(
    private readonly files: FilesService,
    private readonly outbox: OutboxService,
    private readonly captcha: CaptchaService,
    private readonly accessLinks: AccessLinksService,
    private readonly registrations: RegistrationRepository,
    private readonly paymentReminders: PaymentReminders,
    private readonly documents: RegistrationDocuments,
    private readonly fieldTripSeats: FieldTripSeats,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly consents: ConsentsRepository,
  ) {}

  /**
   * Registers a delegate at the fee of this moment: refuses a missing or misnamed student file
   * before the robot check is used up, and a taken e-mail address only after it is solved, then
   * keeps the received file, the registration with its reference and the confirmation e-mail in
   * one transaction. A file sent for another category is not kept. A refusal at any step leaves
   * no file behind.
   */
  async register(
    input: RegistrationDto,
    upload: ReceivedUpload | undefined,
    clientIp: string,
    language: Language,
  ): Promise<RegistrationResult> {
    const studentIdUpload = isStudentCategory(input.participantCategory) ? upload : undefined;
    if (isStudentCategory(input.participantCategory) && !studentIdUpload) {
      throw ApiError.validation({ [studentIdFileField]: messages.studentIdRequired });
    }
    if (studentIdUpload) this.files.checkName(studentIdUpload, studentIdPolicy);
    // The robot check comes before any lookup, so nobody learns who registered without solving
    // it. The address is checked before the file is kept; the unique key still decides
    // between two registrations racing for one address.
    await this.captcha.assertSolved(input.recaptchaToken, clientIp);
    if (await this.registrations.emailTaken(input.email)) {
      throw new ApiError(HttpStatus.CONFLICT, messages.duplicateRegistration);
    }
    const quote = quoteFee(input.participantCategory, this.clock);

    const reference = studentIdUpload
      ? await this.files.withUpload(studentIdUpload, studentIdPolicy, (file) =>
          this.save(input, quote, file, language, clientIp),
        )
      : await this.save(input, quote, null, language, clientIp);
    return {
      success: true,
      message: messages.registrationSuccess(reference, quote.feeUsd),
      reference,
      feeUsd: quote.feeUsd,
      tier: quote.tier,
    };
  }

  private async save(
    input: RegistrationDto,
    quote: Quote,
    file: ReceivedFile | null,
    language: Language,
    clientIp: string,
  ): Promise<string> {
    // Read before the transaction: the settings are cached, and the row is stamped about now.
    const paymentDueDate = await this.paymentReminders.dueDateOf(this.clock.now());
    try {
      return await this.registrations.transaction(async (manager) => {
        const studentIdFileId = file ? await this.files.record(manager, file) : null;
        const { reference } = await this.insertWithin(manager, input, quote, studentIdFileId, {
          language,
          clientIp,
          paymentDueDate,
        });
        return reference;
      });
    } catch (error) {
      if (isDuplicateEmail(error)) {
        throw new ApiError(HttpStatus.CONFLICT, messages.duplicateRegistration);
      }
      throw error;
    }
  }

  /** The pay-by day of a registration made now; read outside a transaction (the settings are cached). */
  paymentDueDateNow(): Promise<string> {
    return this.paymentReminders.dueDateOf(this.clock.now());
  }

  /**
   * The registration with its consents, field-trip seat, access link and confirmation e-mail,
   * inside the caller's transaction: the public form and the walk-in desk share it.
   */
  async insertWithin(
    manager: EntityManager,
    input: RegistrationFieldsDto,
    quote: Quote,
    studentIdFileId: string | null,
    context: { language: Language; clientIp: string; paymentDueDate: string },
  ): Promise<{ id: string; reference: string }> {
    const { language, clientIp, paymentDueDate } = context;
    const { id, reference } = await this.registrations.insert(manager, {
      ...this.newRegistration(input, quote, studentIdFileId),
      language,
    });
    await this.consents.recordForm(manager, 'registration', id, input.privacyNoticeVersion, [
      { key: 'marketing', given: input.marketingConsent },
      { key: 'payment-confirmation', given: input.paymentConfirmation },
      { key: 'programme', given: input.programConsent },
      { key: 'email', given: input.emailConsent },
    ]);
    // In this transaction: the registration and its seat (or place in line) go together.
    const fieldTripSeat =
      input.fieldTrip === 'Yes'
        ? await this.fieldTripSeats.take(manager, id, {
            userId: null,
            email: input.email,
            clientAddress: clientIp,
          })
        : undefined;
    const access = await this.accessLinks.issue(manager, id, language);
    const title = input.title === 'Other' ? (input.otherTitle ?? '') : input.title;
    await this.outbox.add(manager, {
      template: 'registration-received',
      to: input.email,
      language,
      data: {
        reference,
        fullName: [title, input.firstName, input.otherNames].filter(Boolean).join(' '),
        categoryLabel: feeTable[quote.category].label,
        tierLabel: pricingTierLabels[quote.tier],
        feeUsd: quote.feeUsd,
        fieldTrip: input.fieldTrip === 'Yes',
        fieldTripSeat: fieldTripSeat === 'waiting' ? 'waiting' : fieldTripSeat && 'held',
        accessLink: access.link,
        paymentDueDate,
        invoice: input.invoiceRequested
          ? await this.documents.invoiceForMail(manager, id, this.clock.now())
          : undefined,
      },
    });
    return { id, reference };
  }

  private newRegistration(
    input: RegistrationFieldsDto,
    quote: Quote,
    studentIdFileId: string | null,
  ): Omit<NewRegistration, 'language'> {
    return {
      title: input.title,
      otherTitle: input.title === 'Other' ? (input.otherTitle ?? null) : null,
      firstName: input.firstName,
      otherNames: input.otherNames,
      gender: input.gender,
      email: input.email,
      phone: input.phone,
      country: input.country,
      city: input.city,
      institution: input.institution,
      participationType: input.participationType,
      presentationType:
        input.participationType === 'presenter' ? (input.presentationType ?? null) : null,
      participantCategory: quote.category,
      pricingTier: quote.tier,
      feeUsd: quote.feeUsd,
      fieldTrip: input.fieldTrip === 'Yes',
      marketingConsent: input.marketingConsent,
      paymentConfirmation: input.paymentConfirmation,
      programConsent: input.programConsent,
      emailConsent: input.emailConsent,
      studentIdFileId,
    };
  }
}
