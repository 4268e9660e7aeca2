import { HttpStatus, Inject, Injectable, type StreamableFile } from '@nestjs/common';
import {
  feeFor,
  hasErrors,
  maxLengths,
  messages,
  validateRegistration,
  type AdminRegistrationDetails,
  type AdminRegistrationUpdate,
  type Clock,
  type FileLink,
  type ParticipantCategory,
  type ParticipationType,
  type PaymentStatus,
  type RegistrationPresentationType,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../../platform/audit/audit.service.js';
import { exportFile } from '../../../platform/admin/list-export.js';
import { CLOCK } from '../../../platform/config/clock.token.js';
import type { ExportRegistrationsQuery } from './dto/export-registrations.query.js';
import { registrationExportColumns } from './registration-export.js';
import { FileLinksService } from '../../../platform/admin/file-links.service.js';
import { registrationNotFound } from '../../../platform/admin/id-param.pipe.js';
import { ApiError } from '../../../platform/common/api-error.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import { FieldTripSeats } from '../../field-trip/field-trip-seats.service.js';
import type { Registration } from '../registration.entity.js';
import { RegistrationRepository } from '../registration.repository.js';
import { Ledger } from '../ledger/ledger.service.js';
import { fullName, referenceOf, toAdminRegistration } from './registration-view.js';
import type { ListRegistrationsQuery } from './dto/list-registrations.query.js';
import { ConsentsRepository } from '../../../team-and-settings/privacy/consents.repository.js';
import { EmailChanges } from '../email-change/email-changes.service.js';

export const noRegistrationsFound = 'No registrations found';
export const maxSearchResults = 50;

/** The stored values an admin edit can change, for the audit trail. */
function editableValues(registration: Registration): Record<string, unknown> {
  return {
    title: registration.title,
    otherTitle: registration.otherTitle,
    firstName: registration.firstName,
    otherNames: registration.otherNames,
    gender: registration.gender,
    email: registration.email,
    phone: registration.phone,
    country: registration.country,
    city: registration.city,
    institution: registration.institution,
    participationType: registration.participationType,
    presentationType: registration.presentationType,
    participantCategory: registration.participantCategory,
    feeUsd: registration.feeUsd,
    fieldTrip: registration.fieldTrip,
  };
}

const columnLimits: Partial<Record<keyof AdminRegistrationUpdate, number>> = {
  otherTitle: maxLengths.name,
  firstName: maxLengths.name,
  otherNames: maxLengths.name,
  email: maxLengths.email,
  phone: maxLengths.phone,
  country: maxLengths.name,
  city: maxLengths.name,
  institution: maxLengths.shortText,
};

@Injectable()
export class AdminRegistrationsService {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly ledger: Ledger,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly links: FileLinksService,
    private readonly fieldTripSeats: FieldTripSeats,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly consents: ConsentsRepository,
    private readonly emailChanges: EmailChanges,
  ) {}

  /** The registrations of the list's filter as a file, streamed from a database cursor. */
  export(query: ExportRegistrationsQuery): StreamableFile {
    return exportFile(
      query.format,
      {
        name: 'registrations',
        columns: registrationExportColumns,
        rows: this.registrations.exportRows(query.paymentStatus),
      },
      this.clock.now(),
    );
  }

  async list(
    query: ListRegistrationsQuery,
  ): Promise<{ data: AdminRegistrationDetails[]; count: number }> {
    const { rows, count } = query.fieldTrip
      ? await this.registrations.pageWithFieldTrip(query.paymentStatus, query.fieldTrip, query)
      : await this.registrations.page(query.paymentStatus, query);
    return { data: await this.withBalances(rows), count };
  }

  /** Registrations whose e-mail, first name, family name or full name contains the text. */
  async search(text: string): Promise<AdminRegistrationDetails[]> {
    // An address (or its beginning) is looked up through the unique e-mail index first: a
    // contains-search cannot use an index and would read every registration to find one.
    if (text.includes('@')) {
      const byAddress = await this.registrations.withEmailStarting(text, maxSearchResults);
      if (byAddress.length > 0) return this.withBalances(byAddress);
    }
    const rows = await this.registrations.containing(text, maxSearchResults);
    if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, noRegistrationsFound);
    return this.withBalances(rows);
  }

  async get(id: string): Promise<AdminRegistrationDetails> {
    const registration = await this.registrations.findById(id);
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    const [[details], consents] = await Promise.all([
      this.withBalances([registration]),
      this.consents.forSubject('registration', id),
    ]);
    return { ...(details as AdminRegistrationDetails), consents };
  }

  /** A short-lived link to the student ID uploaded with the registration; 404 without one. */
  async studentIdLink(id: string, actor: AuditActor): Promise<FileLink> {
    const registration = await this.registrations.findById(id);
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    if (!registration.studentIdFileId) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'This registration has no student ID.');
    }
    return this.links.issue(registration.studentIdFileId, actor);
  }

  /**
   * Sets the payment status to any value other than the current one, and tells the registrant.
   * A status set by hand records no money and issues no receipt: money is recorded as a payment.
   */
  async changeStatus(
    id: string,
    status: PaymentStatus,
    actor: AuditActor,
  ): Promise<AdminRegistrationDetails> {
    return this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.lock(manager, id);
      const before = registration.paymentStatus;
      if (before === status) {
        throw new ApiError(HttpStatus.CONFLICT, `The registration is already ${status}.`);
      }
      await this.ledger.changePaymentStatus(manager, registration, status, actor, {
        action: 'registration.status-changed',
        entityType: 'registration',
        entityId: id,
        before: { paymentStatus: before },
        after: { paymentStatus: status },
      });
      await this.outbox.add(manager, {
        template: 'registration-status-changed',
        to: registration.email,
        language: registration.language,
        data: {
          fullName: fullName(registration),
          reference: referenceOf(registration),
          status,
        },
      });
      return toAdminRegistration(registration, await this.ledger.standingOf(manager, registration));
    });
  }

  /**
   * The edit screen: the form's rules, the fee recomputed for the tier the registrant was quoted.
   * A new e-mail address is only proposed (see EmailChanges): the address stays until its owner
   * confirms the new one.
   */
  async update(
    id: string,
    input: AdminRegistrationUpdate,
    actor: AuditActor,
  ): Promise<AdminRegistrationDetails> {
    const errors = this.validate(input);
    if (hasErrors(errors)) throw ApiError.validation(errors);
    // Validation has ruled out the blank choices.
    const participationType = input.participationType as ParticipationType;
    const participantCategory = input.participantCategory as ParticipantCategory;
    const presentationType =
      participationType === 'presenter'
        ? (input.presentationType as RegistrationPresentationType)
        : null;
    return this.registrations.transaction(async (manager) => {
      const registration = await this.registrations.lock(manager, id);
      const before = editableValues(registration);
      const email = input.email.toLowerCase();
      if (email !== registration.email && (await this.registrations.emailTaken(email, manager))) {
        throw ApiError.validation({
          email: 'Another registration already uses this email address',
        });
      }
      await this.registrations.saveDetails(manager, registration, {
        title: input.title,
        otherTitle: input.title === 'Other' ? input.otherTitle : null,
        firstName: input.firstName,
        otherNames: input.otherNames,
        gender: input.gender,
        phone: input.phone,
        country: input.country,
        city: input.city,
        institution: input.institution,
        participationType,
        presentationType,
        participantCategory,
        feeUsd: feeFor(participantCategory, registration.pricingTier),
        fieldTrip: input.fieldTrip === 'Yes',
      });
      // Adding the trip takes a seat (or a place in line); removing it frees the seat for the
      // first waiting.
      if (before.fieldTrip !== registration.fieldTrip) {
        if (registration.fieldTrip) await this.fieldTripSeats.take(manager, id, actor);
        else await this.fieldTripSeats.release(manager, id, actor);
      }
      await this.audit.record(
        actor,
        {
          action: 'registration.updated',
          entityType: 'registration',
          entityId: id,
          before,
          after: editableValues(registration),
        },
        manager,
      );
      await this.emailChanges.propose(manager, registration, email, actor);
      return toAdminRegistration(registration, await this.ledger.standingOf(manager, registration));
    });
  }

  /** The registrations as the admin sees them, each with what it has paid and still owes. */
  private async withBalances(rows: Registration[]): Promise<AdminRegistrationDetails[]> {
    const rowsWithSettlements = await this.ledger.withSettlements(rows);
    return rowsWithSettlements.map(([row, , standing]) => toAdminRegistration(row, standing));
  }

  private validate(input: AdminRegistrationUpdate): Record<string, string> {
    // The registration form's rules, without what only a first submission carries
    // (the payment confirmation tick, the robot check and the student ID upload).
    const errors: Record<string, string> = {
      ...validateRegistration({
        ...input,
        marketingConsent: false,
        paymentConfirmation: true,
        programConsent: false,
        emailConsent: false,
        invoiceRequested: false,
        recaptchaToken: 'not-applicable',
      }),
    };
    delete errors.studentIdFile;
    delete errors.paymentConfirmation;
    delete errors.recaptchaToken;
    for (const [field, max] of Object.entries(columnLimits)) {
      const value = input[field as keyof AdminRegistrationUpdate];
      if (!errors[field] && value.length > max) errors[field] = messages.tooLong(max);
    }
    return errors;
  }
}
