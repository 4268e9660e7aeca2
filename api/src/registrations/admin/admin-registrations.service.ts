import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, type EntityManager } from 'typeorm';
import {
  feeFor,
  hasErrors,
  maxLengths,
  messages,
  validateRegistration,
  type AdminRegistrationDetails,
  type AdminRegistrationUpdate,
  type ParticipantCategory,
  type ParticipationType,
  type PaymentStatus,
  type RegistrationPresentationType,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { Registration } from '../registration.entity.js';
import { fullName, referenceOf, toAdminRegistration } from './registration-view.js';
import type { ListRegistrationsQuery } from './dto/list-registrations.query.js';
import { registrationNotFound } from '../../admin/id-param.pipe.js';

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

function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** LIKE pattern matching `text` anywhere, with the wildcards of the text taken literally. */
function containing(text: string): string {
  return `%${literal(text)}%`;
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  async list(
    query: ListRegistrationsQuery,
  ): Promise<{ data: AdminRegistrationDetails[]; count: number }> {
    const registrations = () => {
      const builder = this.dataSource
        .getRepository(Registration)
        .createQueryBuilder('registration');
      return query.paymentStatus
        ? builder.where('registration.paymentStatus = :status', { status: query.paymentStatus })
        : builder;
    };
    // The page's ids first, read from the (status,) created_at index alone, then their rows:
    // a deep OFFSET over whole rows would make the database scan and sort the table.
    const [pageIds, count] = await Promise.all([
      registrations()
        .select('registration.id', 'id')
        .orderBy('registration.createdAt', 'DESC')
        .addOrderBy('registration.id', 'DESC')
        .offset((query.page - 1) * query.limit)
        .limit(query.limit)
        .getRawMany<{ id: string }>(),
      registrations().getCount(),
    ]);
    if (pageIds.length === 0) return { data: [], count };
    const rows = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .whereInIds(pageIds.map((row) => String(row.id)))
      .orderBy('registration.createdAt', 'DESC')
      .addOrderBy('registration.id', 'DESC')
      .getMany();
    return { data: rows.map(toAdminRegistration), count };
  }

  /** Registrations whose e-mail, first name, family name or full name contains the text. */
  async search(text: string): Promise<AdminRegistrationDetails[]> {
    // An address (or its beginning) is looked up through the unique e-mail index first: a
    // contains-search cannot use an index and would read every registration to find one.
    // The column collation (utf8mb4_unicode_ci) makes every comparison case-insensitive.
    if (text.includes('@')) {
      const byAddress = await this.dataSource
        .getRepository(Registration)
        .createQueryBuilder('registration')
        .where('registration.email LIKE :prefix', { prefix: `${literal(text)}%` })
        .orderBy('registration.email', 'ASC')
        .take(maxSearchResults)
        .getMany();
      if (byAddress.length > 0) return byAddress.map(toAdminRegistration);
    }
    const pattern = containing(text);
    const rows = await this.dataSource
      .getRepository(Registration)
      .createQueryBuilder('registration')
      .where(
        new Brackets((where) => {
          where
            .where('registration.email LIKE :pattern')
            .orWhere('registration.firstName LIKE :pattern')
            .orWhere('registration.otherNames LIKE :pattern')
            .orWhere("CONCAT(registration.firstName, ' ', registration.otherNames) LIKE :pattern")
            .orWhere('registration.reference LIKE :pattern');
        }),
      )
      .setParameters({ pattern })
      .orderBy('registration.createdAt', 'DESC')
      .addOrderBy('registration.id', 'DESC')
      .take(maxSearchResults)
      .getMany();
    if (rows.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, noRegistrationsFound);
    return rows.map(toAdminRegistration);
  }

  async get(id: string): Promise<AdminRegistrationDetails> {
    const registration = await this.dataSource.getRepository(Registration).findOneBy({ id });
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return toAdminRegistration(registration);
  }

  /** Sets the payment status to any value other than the current one, and tells the registrant. */
  async changeStatus(
    id: string,
    status: PaymentStatus,
    actor: AuditActor,
  ): Promise<AdminRegistrationDetails> {
    return this.dataSource.transaction(async (manager) => {
      const registration = await this.lockRegistration(manager, id);
      const before = registration.paymentStatus;
      if (before === status) {
        throw new ApiError(HttpStatus.CONFLICT, `The registration is already ${status}.`);
      }
      registration.paymentStatus = status;
      await manager.update(Registration, { id }, { paymentStatus: status });
      await this.outbox.add(manager, {
        template: 'registration-status-changed',
        to: registration.email,
        data: { fullName: fullName(registration), reference: referenceOf(registration), status },
      });
      await this.audit.record(
        actor,
        {
          action: 'registration.status-changed',
          entityType: 'registration',
          entityId: id,
          before: { paymentStatus: before },
          after: { paymentStatus: status },
        },
        manager,
      );
      return toAdminRegistration(registration);
    });
  }

  /** The edit screen: the form's rules, the fee recomputed for the tier the registrant was quoted. */
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
    return this.dataSource.transaction(async (manager) => {
      const registration = await this.lockRegistration(manager, id);
      const before = editableValues(registration);
      const email = input.email.toLowerCase();
      if (email !== registration.email) {
        const taken = await manager.existsBy(Registration, { email });
        if (taken) {
          throw ApiError.validation({
            email: 'Another registration already uses this email address',
          });
        }
      }
      Object.assign(registration, {
        title: input.title,
        otherTitle: input.title === 'Other' ? input.otherTitle : null,
        firstName: input.firstName,
        otherNames: input.otherNames,
        gender: input.gender,
        email,
        phone: input.phone,
        country: input.country,
        city: input.city,
        institution: input.institution,
        participationType,
        presentationType,
        participantCategory,
        feeUsd: feeFor(participantCategory, registration.pricingTier),
        fieldTrip: input.fieldTrip === 'Yes',
      } satisfies Partial<Registration>);
      await manager.save(Registration, registration);
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
      return toAdminRegistration(registration);
    });
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

  private async lockRegistration(manager: EntityManager, id: string): Promise<Registration> {
    const registration = await manager.findOne(Registration, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!registration) throw new ApiError(HttpStatus.NOT_FOUND, registrationNotFound);
    return registration;
  }
}
