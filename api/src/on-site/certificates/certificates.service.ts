import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  certificateMessages,
  certificatesMaySend,
  edition,
  normaliseVerificationCode,
  presenterSlots,
  type AttendanceMarkRow,
  type CertificateRow,
  type CertificateSendResult,
  type CertificateSignatory,
  type Clock,
  type DocumentVerification,
  type MyCertificate,
} from '@caawg11/conference';
import { AbstractsRepository } from '../../abstracts-and-programme/abstracts/abstracts.repository.js';
import { AccessLinksService } from '../../registrations-and-money/access-links/access-links.service.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { newVerificationCode } from '../../platform/common/verification-code.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import type { CertificateFacts } from '../../platform/documents/conference-letters.service.js';
import { ConferenceLetters } from '../../platform/documents/conference-letters.service.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { ProgrammeService } from '../../abstracts-and-programme/programme/programme.service.js';
import { VisaLettersRepository } from '../../registrations-and-money/visa-letters/visa-letters.repository.js';
import type { Certificate } from './certificate.entity.js';
import { CertificatesRepository, type NewCertificate } from './certificates.repository.js';

/** ABS-0042 -> '42'. */
function abstractIdOf(reference: string): string | null {
  const match = /^ABS-(\d{1,19})$/.exec(reference);
  return match ? String(Number(match[1])) : null;
}

/**
 * Certificates of attendance and of presentation: issued and e-mailed in bulk once the conference
 * is over, each e-mailed once; verified by anyone from the code its QR carries.
 */
@Injectable()
export class CertificatesService {
  constructor(
    private readonly certificates: CertificatesRepository,
    private readonly abstracts: AbstractsRepository,
    private readonly visaLetters: VisaLettersRepository,
    private readonly programme: ProgrammeService,
    private readonly accessLinks: AccessLinksService,
    private readonly documents: ConferenceLetters,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What a code stands for: a certificate, or an invitation letter; 404 for any other. */
  async verify(code: string): Promise<DocumentVerification> {
    const normalised = normaliseVerificationCode(code);
    const unknown = new ApiError(HttpStatus.NOT_FOUND, certificateMessages.unknownCode);
    if (!normalised) throw unknown;
    const certificate = await this.certificates.byCode(normalised);
    if (certificate) {
      return {
        name: certificate.recipientName,
        kind: certificate.kind,
        title: certificate.title,
        issuedAt: certificate.issuedAt.toISOString(),
      };
    }
    const letter = await this.visaLetters.issuedByCode(normalised);
    if (letter) {
      return {
        name: letter.name,
        kind: 'invitation-letter',
        title: edition.fullName,
        issuedAt: new Date(letter.issuedAt).toISOString(),
      };
    }
    throw unknown;
  }

  /**
   * Issues the certificates not yet issued (every delegate who attended, every presenter of an
   * accepted abstract in the published programme) and writes the e-mail of each certificate not
   * yet e-mailed. Run again, it writes no e-mail twice: the rows are locked and marked in the
   * transaction that writes their e-mails.
   */
  async send(actor: AuditActor): Promise<CertificateSendResult> {
    const now = this.clock.now();
    if (!certificatesMaySend(now)) {
      throw new ApiError(HttpStatus.CONFLICT, certificateMessages.tooEarly);
    }
    const signatories = await this.certificates.signatories();
    if (signatories.length === 0) {
      throw new ApiError(HttpStatus.CONFLICT, certificateMessages.noSignatories);
    }
    const { days } = await this.programme.published();
    const slots = presenterSlots(days);
    return this.certificates.transaction(async (manager) => {
      const wanted = await this.wantedCertificates(manager, slots, now);
      const issued = await this.certificates.insertMissing(manager, wanted);
      const unsent = await this.certificates.lockNotEmailed(manager);
      await this.outbox.add(
        manager,
        unsent.map((certificate) => this.mail(certificate, signatories)),
      );
      await this.certificates.markEmailed(
        manager,
        unsent.map((certificate) => certificate.id),
        now,
      );
      await this.audit.record(
        actor,
        {
          action: 'certificate.sent',
          entityType: 'certificate',
          entityId: null,
          after: { issued, queued: unsent.length },
        },
        manager,
      );
      return { issued, queued: unsent.length };
    });
  }

  private async wantedCertificates(
    manager: EntityManager,
    slots: ReturnType<typeof presenterSlots>,
    now: Date,
  ): Promise<NewCertificate[]> {
    const attended = await this.certificates.attendedRegistrations(manager);
    const referenceOfAbstract = new Map(
      [...slots.keys()].flatMap((reference) => {
        const id = abstractIdOf(reference);
        return id ? [[id, reference] as const] : [];
      }),
    );
    const presenters = await this.abstracts.acceptedPresenters(manager, [
      ...referenceOfAbstract.keys(),
    ]);
    const base = { issuedAt: now, sessionTitle: null, sessionDay: null };
    return [
      ...attended.map((delegate) => ({
        ...base,
        code: newVerificationCode(),
        kind: 'attendance' as const,
        registrationId: delegate.registrationId,
        abstractId: null,
        recipientName: delegate.name.slice(0, 100),
        email: delegate.email,
        language: delegate.language,
        title: edition.fullName,
      })),
      ...presenters.map((presenter) => {
        const slot = slots.get(referenceOfAbstract.get(presenter.abstractId) ?? '');
        return {
          ...base,
          code: newVerificationCode(),
          kind: 'presentation' as const,
          registrationId: null,
          abstractId: presenter.abstractId,
          recipientName: presenter.name,
          email: presenter.email,
          language: presenter.language,
          title: presenter.title,
          sessionTitle: slot?.sessionTitle.slice(0, 200) ?? null,
          sessionDay: slot?.day ?? null,
        };
      }),
    ];
  }

  private facts(certificate: Certificate, signatories: CertificateSignatory[]): CertificateFacts {
    return {
      language: certificate.language,
      kind: certificate.kind,
      code: certificate.code,
      verificationUrl: publicSiteLink(
        this.config.PUBLIC_SITE_URL,
        `/certificates/${certificate.code}`,
        certificate.language,
      ),
      recipientName: certificate.recipientName,
      abstractTitle: certificate.kind === 'presentation' ? certificate.title : null,
      sessionTitle: certificate.sessionTitle,
      sessionDay: certificate.sessionDay,
      issuedAt: certificate.issuedAt.toISOString(),
      signatories,
    };
  }

  private mail(certificate: Certificate, signatories: CertificateSignatory[]): MailMessage {
    return {
      template: 'certificate-issued',
      to: certificate.email,
      language: certificate.language,
      // One Message-ID per certificate: a copy sent again after a crash collapses in the inbox.
      messageKey: `certificate-${certificate.code}`,
      data: { certificate: this.facts(certificate, signatories) },
    };
  }

  async mine(token: string | undefined): Promise<MyCertificate[]> {
    const registration = await this.accessLinks.resolve(token);
    const certificates = await this.certificates.ofRegistration(
      registration.id,
      registration.email,
    );
    return certificates.map(({ code, kind, title }) => ({ code, kind, title }));
  }

  async myCertificate(
    token: string | undefined,
    code: string,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    const registration = await this.accessLinks.resolve(token);
    const certificates = await this.certificates.ofRegistration(
      registration.id,
      registration.email,
    );
    const certificate = certificates.find(
      (candidate) => candidate.code === normaliseVerificationCode(code),
    );
    if (!certificate) throw new ApiError(HttpStatus.NOT_FOUND, certificateMessages.notFound);
    const pdf = await this.documents.certificate(
      this.facts(certificate, await this.certificates.signatories()),
    );
    return { pdf, fileName: `${edition.shortName}-certificate-${certificate.code}.pdf` };
  }

  list(page: number, limit: number): Promise<{ data: CertificateRow[]; count: number }> {
    return this.certificates.page(page, limit);
  }

  signatories(): Promise<CertificateSignatory[]> {
    return this.certificates.signatories();
  }

  async updateSignatories(
    signatories: CertificateSignatory[],
    actor: AuditActor,
  ): Promise<CertificateSignatory[]> {
    const cleaned = signatories.map(({ name, title }) => ({
      name: name.trim(),
      title: title.trim(),
    }));
    await this.certificates.transaction(async (manager) => {
      const before = await this.certificates.lockSignatories(manager);
      await this.certificates.saveSignatories(manager, cleaned);
      await this.audit.record(
        actor,
        {
          action: 'certificate.settings-changed',
          entityType: 'certificate-settings',
          entityId: null,
          before: { signatories: before },
          after: { signatories: cleaned },
        },
        manager,
      );
    });
    return cleaned;
  }

  attendanceMarks(): Promise<AttendanceMarkRow[]> {
    return this.certificates.marked();
  }

  async markAttendance(reference: string, attended: boolean, actor: AuditActor): Promise<void> {
    const registrationId = await this.certificates.registrationIdByReference(reference);
    if (!registrationId) {
      throw ApiError.validation({ reference: certificateMessages.registrationNotFound });
    }
    await this.certificates.transaction(async (manager) => {
      const before = await this.certificates.isMarkedAttended(manager, registrationId);
      await this.certificates.markAttended(
        manager,
        registrationId,
        attended,
        actor.email,
        this.clock.now(),
      );
      await this.audit.record(
        actor,
        {
          action: 'certificate.attendance-marked',
          entityType: 'registration',
          entityId: registrationId,
          before: { attended: before },
          after: { attended },
        },
        manager,
      );
    });
  }
}
