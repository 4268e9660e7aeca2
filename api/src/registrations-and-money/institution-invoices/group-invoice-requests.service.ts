import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  groupInvoiceConsentLifetimeDays,
  groupInvoiceConsentMessages,
  groupInvoiceMessages,
  groupInvoiceReference,
  type ApiResult,
  type Clock,
  type GroupColleague,
  type GroupInvoiceConsentAnswer,
  type GroupInvoiceConsentQuestion,
  type MyGroupInvoiceRequest,
  type MyGroupInvoiceRequestState,
} from '@caawg11/conference';
import { AuditService } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { fullName, referenceOf, RegistrationRepository } from '../registrations/index.js';
import type { Registration } from '../registrations/registration.entity.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';
import {
  GroupInvoiceRequestsRepository,
  type NewConsent,
  type StoredConsent,
  type StoredGroupInvoiceRequest,
} from './group-invoice-requests.repository.js';
import { GroupInvoicesRepository } from './group-invoices.repository.js';
import { GroupInvoicesService } from './group-invoices.service.js';

const consentLifetimeMs = groupInvoiceConsentLifetimeDays * 24 * 60 * 60 * 1000;

/** A token as issued: 32 random bytes in base64url, 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The colleagues named, each once, leaving out the delegate's own registration. */
function colleaguesNamed(
  colleagues: readonly GroupColleague[],
  ownReference: string,
): GroupColleague[] {
  const byReference = new Map<string, GroupColleague>();
  for (const colleague of colleagues) {
    const reference = colleague.reference.toUpperCase();
    if (reference !== ownReference && !byReference.has(reference)) {
      byReference.set(reference, { reference, email: colleague.email.toLowerCase() });
    }
  }
  return [...byReference.values()];
}

function stateOf(
  request: StoredGroupInvoiceRequest,
  consents: readonly StoredConsent[],
  now: Date,
): MyGroupInvoiceRequestState {
  const status =
    request.status === 'waiting'
      ? request.expiresAt <= now
        ? 'expired'
        : 'waiting'
      : request.status === 'declined'
        ? 'declined'
        : 'refused';
  return {
    status,
    institutionName: request.institutionName,
    colleagues: consents.map((consent) => ({
      reference: consent.reference,
      answer: consent.answer ?? 'waiting',
    })),
    expiresAt: request.expiresAt.toISOString(),
    reason: request.refusalReason,
  };
}

/**
 * A delegate's group invoice for colleagues is made only with their consent. Each colleague the
 * delegate names by registration ID and e-mail address is asked by e-mail, in their language,
 * with a single-use link (a random token kept as its SHA-256) valid for a week; the invoice is
 * made when the last of them agrees, and a decline ends the request. The delegate is answered
 * the same whether or not a pair matches a registration: a pair that matches none is sent
 * nothing and simply never agrees, so the request learns nothing about other people's
 * registrations.
 */
@Injectable()
export class GroupInvoiceRequests {
  constructor(
    private readonly requests: GroupInvoiceRequestsRepository,
    private readonly invoices: GroupInvoicesRepository,
    private readonly groupInvoices: GroupInvoicesService,
    private readonly registrations: RegistrationRepository,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Asks the colleagues, replacing the delegate's request still waiting. Refused (before asking
   * anyone) when the delegate's own registration is cancelled or on a live group invoice.
   */
  async ask(
    delegate: Registration,
    input: MyGroupInvoiceRequest,
    clientAddress: string | null,
  ): Promise<MyGroupInvoiceRequestState> {
    const ownReference = referenceOf(delegate);
    const colleagues = colleaguesNamed(input.colleagues, ownReference);
    if (colleagues.length === 0) {
      throw ApiError.validation({ colleagues: groupInvoiceMessages.colleagues });
    }
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + consentLifetimeMs);
    return this.requests.transaction(async (manager) => {
      await this.refuseUnlessInvoiceable(manager, delegate.id, ownReference);
      await this.requests.replaceWaiting(manager, delegate.id, now);
      const consents: NewConsent[] = [];
      const invitations: MailMessage[] = [];
      for (const colleague of colleagues) {
        const registration = await this.registrationOf(manager, colleague);
        const token = registration ? newLinkToken() : null;
        consents.push({
          ...colleague,
          registrationId: registration?.id ?? null,
          tokenHash: token ? hashLinkToken(token) : null,
        });
        if (registration && token) {
          invitations.push(
            this.invitation(registration, delegate, input.institutionName, token, expiresAt),
          );
        }
      }
      const requestId = await this.requests.insert(
        manager,
        {
          registrationId: delegate.id,
          institutionName: input.institutionName,
          postalAddress: input.postalAddress,
          taxId: input.taxId ?? '',
          purchaseOrder: input.purchaseOrder ?? '',
          expiresAt,
        },
        consents,
      );
      await this.outbox.add(manager, invitations);
      await this.audit.record(
        { userId: null, email: delegate.email, clientAddress },
        {
          action: 'group-invoice.requested',
          entityType: 'group-invoice-request',
          entityId: requestId,
          after: {
            institutionName: input.institutionName,
            colleagues: colleagues.map((colleague) => colleague.reference),
            expiresAt: expiresAt.toISOString(),
          },
        },
        manager,
      );
      return {
        status: 'waiting',
        institutionName: input.institutionName,
        colleagues: colleagues.map(({ reference }) => ({ reference, answer: 'waiting' })),
        expiresAt: expiresAt.toISOString(),
        reason: null,
      };
    });
  }

  /** The delegate's newest request that made no invoice, as their page shows it; or null. */
  async ofDelegate(registrationId: string): Promise<MyGroupInvoiceRequestState | null> {
    const request = await this.requests.newestOpen(registrationId);
    if (!request) return null;
    return stateOf(request, await this.requests.consentsOf(request.id), this.clock.now());
  }

  /** What the link asks the colleague, without answering: a mail scanner that opens it agrees to nothing. */
  async question(token: string): Promise<GroupInvoiceConsentQuestion> {
    const found = tokenPattern.test(token)
      ? await this.requests.findByToken(hashLinkToken(token))
      : null;
    const { request, consent } = this.stillOpen(found);
    const delegate = await this.registrations.findById(request.registrationId);
    if (!delegate) throw this.invalid();
    return {
      delegateName: fullName(delegate),
      delegateReference: referenceOf(delegate),
      institutionName: request.institutionName,
      reference: consent.reference,
      expiresAt: request.expiresAt.toISOString(),
    };
  }

  /**
   * The colleague's answer, once per link. The last agreement makes the invoice in the same
   * transaction; when it cannot be made (a registration cancelled or invoiced meanwhile) the
   * request ends refused, with the reason. The delegate is told of the outcome by e-mail.
   */
  async answer(
    token: string,
    answer: GroupInvoiceConsentAnswer,
    clientAddress: string | null,
  ): Promise<ApiResult> {
    if (!tokenPattern.test(token)) throw this.invalid();
    const now = this.clock.now();
    await this.requests.transaction(async (manager) => {
      const { request, consent } = this.stillOpen(
        await this.requests.lockByToken(manager, hashLinkToken(token)),
      );
      const delegate = await this.registrations.findById(request.registrationId, manager);
      if (!delegate) throw this.invalid();
      const agreed = answer === 'agree';
      await this.requests.answer(manager, consent.id, agreed ? 'agreed' : 'declined', now);
      await this.audit.record(
        { userId: null, email: consent.email, clientAddress },
        {
          action: agreed ? 'group-invoice.consent-given' : 'group-invoice.consent-declined',
          entityType: 'group-invoice-request',
          entityId: request.id,
          after: { colleague: consent.reference },
        },
        manager,
      );
      if (!agreed) {
        await this.requests.close(manager, request.id, { status: 'declined' }, now);
        await this.tellDelegate(manager, delegate, request, {
          outcome: 'declined',
          colleagueReference: consent.reference,
        });
        return;
      }
      const consents = await this.requests.consentsOf(request.id, manager);
      if (consents.every((each) => each.answer === 'agreed')) {
        await this.issue(manager, delegate, request, consents, now);
      }
    });
    return {
      success: true,
      message:
        answer === 'agree'
          ? groupInvoiceConsentMessages.agreed
          : groupInvoiceConsentMessages.declined,
    };
  }

  private async issue(
    manager: EntityManager,
    delegate: Registration,
    request: StoredGroupInvoiceRequest,
    consents: readonly StoredConsent[],
    now: Date,
  ): Promise<void> {
    try {
      const invoice = await this.groupInvoices.create(
        {
          institutionName: request.institutionName,
          postalAddress: request.postalAddress,
          taxId: request.taxId,
          purchaseOrder: request.purchaseOrder,
          registrationIds: [
            delegate.id,
            ...consents.flatMap((consent) =>
              consent.registrationId ? [consent.registrationId] : [],
            ),
          ],
        },
        {
          actor: { userId: null, email: delegate.email, clientAddress: null },
          registration: { id: delegate.id, language: delegate.language },
        },
        manager,
      );
      await this.requests.close(
        manager,
        request.id,
        { status: 'issued', groupInvoiceId: invoice.id },
        now,
      );
      await this.tellDelegate(manager, delegate, request, {
        outcome: 'issued',
        groupReference: invoice.reference,
      });
    } catch (error) {
      // Refused before anything was written: the answers stay, and the delegate learns why.
      if (!(error instanceof ApiError)) throw error;
      const reason = error.message;
      await this.requests.close(manager, request.id, { status: 'refused', reason }, now);
      await this.tellDelegate(manager, delegate, request, { outcome: 'refused', reason });
    }
  }

  /** The delegate's own registration may go on an invoice: not cancelled, on no live one. */
  private async refuseUnlessInvoiceable(
    manager: EntityManager,
    registrationId: string,
    reference: string,
  ): Promise<void> {
    const [own] = await this.invoices.lockRegistrations(manager, [registrationId]);
    if (!own || own.cancelledAt !== null) {
      throw ApiError.validation({
        colleagues: groupInvoiceMessages.cancelledRegistration(reference),
      });
    }
    const live = (await this.invoices.liveInvoiceNumbers(manager, [registrationId])).get(
      registrationId,
    );
    if (live !== undefined) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        groupInvoiceMessages.alreadyInvoiced(reference, groupInvoiceReference(live)),
      );
    }
  }

  /** The live registration the pair names, if any. */
  private async registrationOf(
    manager: EntityManager,
    colleague: GroupColleague,
  ): Promise<Registration | null> {
    const id = await this.invoices.registrationByReferenceAndEmail(
      manager,
      colleague.reference,
      colleague.email,
    );
    const registration = id ? await this.registrations.findById(id, manager) : null;
    return registration && registration.cancelledAt === null ? registration : null;
  }

  private invitation(
    colleague: Registration,
    delegate: Registration,
    institutionName: string,
    token: string,
    expiresAt: Date,
  ): MailMessage {
    const page = publicSiteLink(
      this.config.PUBLIC_SITE_URL,
      '/group-invoice-consent',
      colleague.language,
    );
    return {
      template: 'group-invoice-consent',
      to: colleague.email,
      language: colleague.language,
      data: {
        fullName: fullName(colleague),
        reference: referenceOf(colleague),
        delegateName: fullName(delegate),
        delegateReference: referenceOf(delegate),
        institutionName,
        // The token travels as the access links' do: in `link`, which the outbox keeps from view.
        link: `${page}?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  private async tellDelegate(
    manager: EntityManager,
    delegate: Registration,
    request: StoredGroupInvoiceRequest,
    outcome:
      | { outcome: 'issued'; groupReference: string }
      | { outcome: 'declined'; colleagueReference: string }
      | { outcome: 'refused'; reason: string },
  ): Promise<void> {
    await this.outbox.add(manager, {
      template: 'group-invoice-request-answered',
      to: delegate.email,
      language: delegate.language,
      data: {
        fullName: fullName(delegate),
        reference: referenceOf(delegate),
        institutionName: request.institutionName,
        ...outcome,
      },
    });
  }

  /** The link's consent while its request waits: 404 when unknown, used or closed; 410 when late. */
  private stillOpen(found: { consent: StoredConsent; request: StoredGroupInvoiceRequest } | null): {
    consent: StoredConsent;
    request: StoredGroupInvoiceRequest;
  } {
    if (!found || found.request.status !== 'waiting' || found.consent.answer !== null) {
      throw this.invalid();
    }
    if (found.request.expiresAt <= this.clock.now()) {
      throw new ApiError(HttpStatus.GONE, groupInvoiceConsentMessages.linkExpired);
    }
    return found;
  }

  private invalid(): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, groupInvoiceConsentMessages.linkInvalid);
  }
}
