import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  mayIssueVisaLetter,
  visaLetterMessages,
  visaLetterSettingsMessages as settingsMessages,
  type ApiResult,
  type Clock,
  type MyVisaLetter,
  type VisaLetterListQuery,
  type VisaLetterRequestInput,
  type VisaLetterRow,
  type VisaLetterSettings,
  type VisaLetterSettingsView,
} from '@caawg11/conference';
import { AccessLinksService } from '../access-links/access-links.service.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { newVerificationCode } from '../../platform/common/verification-code.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { ConferenceLetters } from '../../platform/documents/conference-letters.service.js';
import {
  FilesService,
  type ReceivedUpload,
  type UploadPolicy,
} from '../../platform/files/files.service.js';
import { StoredFilesRepository } from '../../platform/files/stored-files.repository.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { fullName, referenceOf } from '../registrations/index.js';
import { RegistrationRepository } from '../registrations/registration.repository.js';
import type { VisaLetterRequest } from './visa-letter-request.entity.js';
import { VisaLettersRepository } from './visa-letters.repository.js';

export const signatureField = 'signature';

/** The chair's signature: a PNG or JPEG image, checked by content, at most 5 MB. */
export const signaturePolicy: UploadPolicy = {
  purpose: 'signature-image',
  field: signatureField,
  allowed: ['png', 'jpeg'],
  typeMessage: settingsMessages.signatureType,
  sizeMessage: settingsMessages.signatureSize,
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Visa invitation letters: the registrant's request from the access-link page, and the
 * organisers' decision on it. Issuing and refusing each happen in one transaction that also
 * writes the audit entry and the e-mail.
 */
@Injectable()
export class VisaLettersService {
  constructor(
    private readonly letters: VisaLettersRepository,
    private readonly registrations: RegistrationRepository,
    private readonly accessLinks: AccessLinksService,
    private readonly documents: ConferenceLetters,
    private readonly files: FilesService,
    private readonly storedFiles: StoredFilesRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async request(token: string | undefined, input: VisaLetterRequestInput): Promise<ApiResult> {
    const registration = await this.accessLinks.resolve(token);
    await this.letters.transaction(async (manager) => {
      await this.registrations.lock(manager, registration.id);
      const existing = await this.letters.findByRegistration(registration.id, manager);
      if (existing?.status === 'issued') {
        throw new ApiError(HttpStatus.CONFLICT, visaLetterMessages.alreadyIssued);
      }
      await this.letters.saveRequest(manager, registration.id, input, this.clock.now());
    });
    return { success: true, message: visaLetterMessages.requested };
  }

  async mine(token: string | undefined): Promise<MyVisaLetter | null> {
    const registration = await this.accessLinks.resolve(token);
    const request = await this.letters.findByRegistration(registration.id);
    if (!request) return null;
    return {
      status: request.status,
      requestedAt: request.requestedAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      refusalReason: request.refusalReason,
    };
  }

  async myLetter(token: string | undefined): Promise<{ pdf: Buffer; fileName: string }> {
    const registration = await this.accessLinks.resolve(token);
    const pdf = await this.letters.letterPdf(registration.id);
    if (!pdf) throw new ApiError(HttpStatus.NOT_FOUND, visaLetterMessages.noLetterYet);
    return { pdf, fileName: `${letterFileName(referenceOf(registration))}.pdf` };
  }

  async list(query: VisaLetterListQuery): Promise<{ data: VisaLetterRow[]; count: number }> {
    const settings = await this.letters.settings();
    return this.letters.list(query, settings.issueRule);
  }

  async exportRows(query: VisaLetterListQuery): Promise<AsyncIterable<VisaLetterRow>> {
    const settings = await this.letters.settings();
    return this.letters.exportRows(query, settings.issueRule);
  }

  async settings(): Promise<VisaLetterSettingsView> {
    const row = await this.letters.settings();
    return {
      issueRule: row.issueRule,
      chairName: row.chairName,
      chairTitle: row.chairTitle,
      hasSignature: row.signatureFileId !== null,
    };
  }

  async updateSettings(
    input: VisaLetterSettings,
    actor: AuditActor,
  ): Promise<VisaLetterSettingsView> {
    await this.letters.transaction(async (manager) => {
      const before = await this.letters.lockSettings(manager);
      await this.letters.saveSettings(manager, {
        issueRule: input.issueRule,
        chairName: input.chairName,
        chairTitle: input.chairTitle,
      });
      await this.audit.record(
        actor,
        {
          action: 'visa-letter.settings-changed',
          entityType: 'visa-letter-settings',
          entityId: null,
          before: {
            issueRule: before.issueRule,
            chairName: before.chairName,
            chairTitle: before.chairTitle,
          },
          after: { ...input },
        },
        manager,
      );
    });
    return this.settings();
  }

  async saveSignature(upload: ReceivedUpload, actor: AuditActor): Promise<VisaLetterSettingsView> {
    this.files.checkName(upload, signaturePolicy);
    await this.files.withUpload(upload, signaturePolicy, (file) =>
      this.letters.transaction(async (manager) => {
        const fileId = await this.files.record(manager, file);
        await this.letters.saveSettings(manager, { signatureFileId: fileId });
        await this.audit.record(
          actor,
          {
            action: 'visa-letter.signature-changed',
            entityType: 'visa-letter-settings',
            entityId: null,
            after: { signatureFileId: fileId },
          },
          manager,
        );
      }),
    );
    return this.settings();
  }

  async issue(id: string, actor: AuditActor): Promise<ApiResult> {
    const settings = await this.letters.settings();
    const signature = settings.signatureFileId
      ? await this.storedFiles.findById(settings.signatureFileId)
      : null;
    if (!settings.chairName || !settings.chairTitle || !signature) {
      throw new ApiError(HttpStatus.CONFLICT, settingsMessages.settingsIncomplete);
    }
    const signatureImage = await bytesOf(await this.files.open(signature));
    await this.letters.transaction(async (manager) => {
      const request = await this.decidable(manager, id);
      const registration = await this.registrations.lock(manager, request.registrationId);
      const standing = await this.letters.standing(manager, request.registrationId);
      if (standing.cancelled) throw new ApiError(HttpStatus.CONFLICT, settingsMessages.cancelled);
      if (!mayIssueVisaLetter(settings.issueRule, standing)) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          settings.issueRule === 'paid'
            ? settingsMessages.notPaid
            : settingsMessages.notPaidNorAccepted,
        );
      }
      const now = this.clock.now();
      const code = newVerificationCode();
      const reference = referenceOf(registration);
      const verificationUrl = publicSiteLink(
        this.config.PUBLIC_SITE_URL,
        `/certificates/${code}`,
        registration.language,
      );
      const pdf = await this.documents.visaLetter({
        language: registration.language,
        issuedAt: now,
        registrationReference: reference,
        verificationCode: code,
        verificationUrl,
        fullName: request.fullName ?? '',
        passportNumber: request.passportNumber ?? '',
        nationality: request.nationality ?? '',
        dateOfBirth: request.dateOfBirth ?? '',
        passportExpiry: request.passportExpiry ?? '',
        embassy: request.embassy ?? '',
        chairName: settings.chairName,
        chairTitle: settings.chairTitle,
        signature: { image: signatureImage, contentType: signature.contentType },
      });
      await this.letters.markIssued(manager, id, { code, pdf, at: now, by: actor.email });
      await this.outbox.add(manager, {
        template: 'visa-letter-issued',
        to: registration.email,
        language: registration.language,
        data: {
          fullName: fullName(registration),
          reference,
          visaLetterId: id,
          fileName: letterFileName(reference),
          verificationUrl,
        },
      });
      // The audit entry names the request and its code, never the passport data.
      await this.audit.record(
        actor,
        {
          action: 'visa-letter.issued',
          entityType: 'visa-letter',
          entityId: id,
          before: { status: request.status },
          after: { status: 'issued', verificationCode: code, reference },
        },
        manager,
      );
    });
    return { success: true, message: settingsMessages.issued };
  }

  async refuse(id: string, reason: string, actor: AuditActor): Promise<ApiResult> {
    await this.letters.transaction(async (manager) => {
      const request = await this.decidable(manager, id);
      const registration = await this.registrations.lock(manager, request.registrationId);
      await this.letters.markRefused(manager, id, {
        reason,
        at: this.clock.now(),
        by: actor.email,
      });
      await this.outbox.add(manager, {
        template: 'visa-letter-refused',
        to: registration.email,
        language: registration.language,
        data: { fullName: fullName(registration), reference: referenceOf(registration), reason },
      });
      await this.audit.record(
        actor,
        {
          action: 'visa-letter.refused',
          entityType: 'visa-letter',
          entityId: id,
          before: { status: request.status },
          after: { status: 'refused', reason },
        },
        manager,
      );
    });
    return { success: true, message: settingsMessages.refused };
  }

  /** The request, locked, when it still waits for an answer: 404 or 409 otherwise. */
  private async decidable(
    manager: Parameters<VisaLettersRepository['lock']>[0],
    id: string,
  ): Promise<VisaLetterRequest> {
    const request = await this.letters.lock(manager, id);
    if (!request) throw new ApiError(HttpStatus.NOT_FOUND, settingsMessages.notFound);
    if (request.status !== 'requested') {
      throw new ApiError(HttpStatus.CONFLICT, settingsMessages.alreadyDecided);
    }
    return request;
  }
}

export function letterFileName(reference: string): string {
  return `${reference}-invitation-letter`;
}
