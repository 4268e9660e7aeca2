import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  centsToUsd,
  groupInvoiceMessages,
  groupInvoiceReference,
  settle,
  toCents,
  type GroupInvoiceDelegate,
  type GroupInvoiceRequest,
  type GroupInvoiceSummary,
  type GroupInvoiceView,
  type Language,
  type MyGroupInvoice,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import {
  issueNumbered,
  PaymentDocuments,
  storedGroupInvoice,
  type GroupInvoiceFacts,
} from '../../platform/documents/documents.service.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { chargesOf, fullName, referenceOf } from '../registrations/index.js';
import type { DocumentFile } from '../registrations/registration-documents.service.js';
import {
  GroupInvoicesRepository,
  type GroupMember,
  type StoredGroupInvoice,
} from './group-invoices.repository.js';

/** Who asks for a group invoice: an organiser, or a delegate from their access-link page. */
export interface GroupInvoiceCreator {
  actor: AuditActor;
  /** The delegate's own registration, when a delegate asks. */
  registration?: { id: string; language: Language };
}

function settlementOf(member: GroupMember) {
  return settle(chargesOf(member, member.fieldTripSeat), toCents(member.paidUsd));
}

/** What one delegate is charged: the registration fee, and the field trip while a seat is held. */
function chargedCentsOf(member: GroupMember): number {
  const charges = chargesOf(member, member.fieldTripSeat);
  return (
    charges.registrationFeeCents + (charges.addOnCents ?? []).reduce((sum, cents) => sum + cents, 0)
  );
}

function delegateOf(member: GroupMember): GroupInvoiceDelegate {
  const settlement = settlementOf(member);
  return {
    registrationId: member.registrationId,
    reference: referenceOf({ id: member.registrationId, reference: member.reference }),
    name: fullName(member),
    email: member.email,
    registrationType: member.participantCategory,
    fee: centsToUsd(chargedCentsOf(member)),
    amountPaid: centsToUsd(settlement.amountPaidCents),
    balanceDue: centsToUsd(settlement.balanceDueCents),
  };
}

/** What the registrations of one invoice are charged, have covered and still owe, in cents. */
function totalsOf(members: readonly GroupMember[]) {
  let chargedCents = 0;
  let dueCents = 0;
  for (const member of members) {
    chargedCents += chargedCentsOf(member);
    dueCents += settlementOf(member).balanceDueCents;
  }
  // Money beyond a registration's charges pays no other delegate's fee.
  return { chargedCents, coveredCents: chargedCents - dueCents, dueCents };
}

function summaryOf(
  invoice: StoredGroupInvoice,
  members: readonly GroupMember[],
): GroupInvoiceSummary {
  const totals = totalsOf(members);
  return {
    id: invoice.id,
    reference: groupInvoiceReference(invoice.number),
    institutionName: invoice.institutionName,
    purchaseOrder: invoice.purchaseOrder,
    status: invoice.cancelledAt ? 'cancelled' : 'live',
    registrationCount: members.length,
    total: centsToUsd(totals.chargedCents),
    amountPaid: centsToUsd(totals.coveredCents),
    balanceDue: centsToUsd(totals.dueCents),
    createdAt: invoice.createdAt.toISOString(),
    createdBy: invoice.createdByEmail,
  };
}

/** Invoices to institutions that pay for several delegates under one group reference. */
@Injectable()
export class GroupInvoicesService {
  constructor(
    private readonly invoices: GroupInvoicesRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly documents: PaymentDocuments,
  ) {}

  /**
   * Creates the invoice for the registrations, each of which must exist, not be cancelled and
   * be on no other live group invoice (409 naming it); inside the caller's transaction when one
   * is given. Every refusal comes before anything is written.
   */
  async create(
    input: GroupInvoiceRequest,
    creator: GroupInvoiceCreator,
    inTransaction?: EntityManager,
  ): Promise<GroupInvoiceView> {
    const ids = [...new Set(input.registrationIds)];
    const work = async (manager: EntityManager) => {
      const registrations = await this.invoices.lockRegistrations(manager, ids);
      if (registrations.length !== ids.length) {
        throw ApiError.validation({ registrationIds: groupInvoiceMessages.registrationNotFound });
      }
      const cancelled = registrations.find((registration) => registration.cancelledAt !== null);
      if (cancelled) {
        throw ApiError.validation({
          registrationIds: groupInvoiceMessages.cancelledRegistration(referenceOf(cancelled)),
        });
      }
      const taken = await this.invoices.liveInvoiceNumbers(manager, ids);
      const clash = registrations.find((registration) => taken.has(registration.id));
      if (clash) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          groupInvoiceMessages.alreadyInvoiced(
            referenceOf(clash),
            groupInvoiceReference(taken.get(clash.id) ?? 0),
          ),
        );
      }
      const language = input.language ?? creator.registration?.language ?? 'en';
      const id = await issueNumbered(
        manager,
        'group_invoice_counter',
        () => Promise.resolve(null),
        (number) =>
          this.invoices.insert(
            manager,
            number,
            {
              institutionName: input.institutionName,
              postalAddress: input.postalAddress,
              taxId: input.taxId ?? '',
              purchaseOrder: input.purchaseOrder ?? '',
              language,
              createdByUserId: creator.actor.userId,
              createdByEmail: creator.actor.email,
              createdByRegistrationId: creator.registration?.id ?? null,
            },
            ids,
          ),
      );
      const view = await this.view(manager, id);
      await this.audit.record(
        creator.actor,
        {
          action: 'group-invoice.created',
          entityType: 'group-invoice',
          entityId: id,
          after: {
            reference: view.reference,
            institutionName: view.institutionName,
            registrations: view.delegates.map((delegate) => delegate.reference),
            total: view.total,
            byRegistrant: creator.registration !== undefined,
          },
        },
        manager,
      );
      return view;
    };
    return inTransaction ? work(inTransaction) : this.invoices.transaction(work);
  }

  /** The live group invoice a delegate asked for, or null. */
  async ofDelegate(registrationId: string): Promise<MyGroupInvoice | null> {
    const invoice = await this.invoices.newestCreatedBy(this.invoices.manager, registrationId);
    return invoice ? this.forDelegate(await this.view(this.invoices.manager, invoice.id)) : null;
  }

  async pdfOfDelegate(registrationId: string): Promise<DocumentFile> {
    const invoice = await this.invoices.newestCreatedBy(this.invoices.manager, registrationId);
    if (!invoice) throw new ApiError(HttpStatus.NOT_FOUND, groupInvoiceMessages.notFound);
    return this.pdf(invoice.id);
  }

  private forDelegate(view: GroupInvoiceView): MyGroupInvoice {
    return {
      reference: view.reference,
      institutionName: view.institutionName,
      delegates: view.delegates.map(({ reference, name }) => ({ reference, name })),
      total: view.total,
    };
  }

  async list(page: number, limit: number): Promise<{ data: GroupInvoiceSummary[]; count: number }> {
    const { rows, count } = await this.invoices.page(page, limit);
    const members = await this.invoices.members(
      this.invoices.manager,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) =>
        summaryOf(
          row,
          members.filter((member) => member.groupInvoiceId === row.id),
        ),
      ),
      count,
    };
  }

  async find(id: string): Promise<GroupInvoiceView> {
    return this.view(this.invoices.manager, id);
  }

  async pdf(id: string): Promise<DocumentFile> {
    const facts = await this.facts(this.invoices.manager, id);
    return {
      pdf: await this.documents.groupInvoice(facts),
      fileName: `${facts.groupReference}.pdf`,
    };
  }

  /** E-mails the invoice's PDF to the address given, in the invoice's language. */
  async send(id: string, email: string, actor: AuditActor): Promise<void> {
    await this.invoices.transaction(async (manager) => {
      const invoice = await this.stored(manager, id, true);
      if (invoice.cancelledAt) {
        throw new ApiError(HttpStatus.CONFLICT, groupInvoiceMessages.cancelledCannotBeSent);
      }
      const facts = await this.facts(manager, id);
      const members = await this.invoices.members(manager, [id]);
      const totals = totalsOf(members);
      await this.outbox.add(manager, {
        template: 'group-invoice',
        to: email,
        language: invoice.language,
        data: {
          groupReference: facts.groupReference,
          institutionName: invoice.institutionName,
          delegateCount: members.length,
          totalUsd: centsToUsd(totals.chargedCents),
          balanceDueUsd: centsToUsd(totals.dueCents),
          groupInvoice: storedGroupInvoice(facts),
        },
      });
      await this.audit.record(
        actor,
        {
          action: 'group-invoice.sent',
          entityType: 'group-invoice',
          entityId: id,
          after: { to: email },
        },
        manager,
      );
    });
  }

  async cancel(id: string, reason: string, actor: AuditActor): Promise<GroupInvoiceView> {
    return this.invoices.transaction(async (manager) => {
      const invoice = await this.stored(manager, id, true);
      if (invoice.cancelledAt) {
        throw new ApiError(HttpStatus.CONFLICT, groupInvoiceMessages.alreadyCancelled);
      }
      await this.invoices.cancel(manager, id, actor.email, reason);
      await this.audit.record(
        actor,
        {
          action: 'group-invoice.cancelled',
          entityType: 'group-invoice',
          entityId: id,
          before: { status: 'live' },
          after: { status: 'cancelled', reason },
        },
        manager,
      );
      return this.view(manager, id);
    });
  }

  private async stored(
    manager: EntityManager,
    id: string,
    lock = false,
  ): Promise<StoredGroupInvoice> {
    const invoice = await this.invoices.find(manager, id, lock);
    if (!invoice) throw new ApiError(HttpStatus.NOT_FOUND, groupInvoiceMessages.notFound);
    return invoice;
  }

  private async view(manager: EntityManager, id: string): Promise<GroupInvoiceView> {
    const invoice = await this.stored(manager, id);
    const members = await this.invoices.members(manager, [id]);
    return {
      ...summaryOf(invoice, members),
      postalAddress: invoice.postalAddress,
      taxId: invoice.taxId,
      language: invoice.language,
      delegates: members.map(delegateOf),
      cancelledAt: invoice.cancelledAt?.toISOString() ?? null,
      cancellationReason: invoice.cancellationReason,
    };
  }

  /** What the invoice's PDF says, from today's payments. */
  private async facts(manager: EntityManager, id: string): Promise<GroupInvoiceFacts> {
    const invoice = await this.stored(manager, id);
    const members = await this.invoices.members(manager, [id]);
    return {
      language: invoice.language,
      groupReference: groupInvoiceReference(invoice.number),
      issuedAt: invoice.createdAt,
      institution: {
        name: invoice.institutionName,
        postalAddress: invoice.postalAddress,
        taxId: invoice.taxId,
        purchaseOrder: invoice.purchaseOrder,
      },
      delegates: members.map((member) => ({
        name: fullName(member),
        reference: referenceOf({ id: member.registrationId, reference: member.reference }),
        participantCategory: member.participantCategory,
        feeCents: toCents(member.feeUsd),
      })),
      paidCents: totalsOf(members).coveredCents,
      ...(invoice.cancelledAt
        ? { cancelled: { at: invoice.cancelledAt, reason: invoice.cancellationReason ?? '' } }
        : {}),
    };
  }
}
