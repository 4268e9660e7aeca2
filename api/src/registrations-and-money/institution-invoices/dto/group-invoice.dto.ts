import { Transform } from 'class-transformer';
import {
  groupInvoiceCancelRules,
  groupInvoiceConsentAnswerRules,
  groupInvoiceRules,
  groupInvoiceSendRules,
  myGroupInvoiceRules,
  singleInvoiceRules,
  type GroupColleague,
  type GroupInvoiceCancelRequest,
  type GroupInvoiceConsentAnswer,
  type GroupInvoiceConsentAnswerRequest,
  type GroupInvoiceConsentLink,
  type GroupInvoiceRequest,
  type GroupInvoiceSendRequest,
  type Language,
  type MyGroupInvoiceRequest,
  type SingleInvoiceRequest,
} from '@caawg11/conference';
import { EmailAddress, FollowsRule, TrimmedText } from '../../../platform/common/dto-rules.js';

/** Ids may come as JSON numbers; they are compared as text. */
function idsAsText({ value }: { value: unknown }): unknown {
  return Array.isArray(value)
    ? value.map((id: unknown) =>
        typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : id,
      )
    : value;
}

function colleaguesTrimmed({ value }: { value: unknown }): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((colleague: unknown) =>
    typeof colleague === 'object' && colleague !== null
      ? {
          reference: String((colleague as Partial<GroupColleague>).reference ?? '').trim(),
          email: String((colleague as Partial<GroupColleague>).email ?? '')
            .trim()
            .toLowerCase(),
        }
      : colleague,
  );
}

export class SingleInvoiceDto implements SingleInvoiceRequest {
  @TrimmedText(singleInvoiceRules.institutionName)
  institutionName: string;

  @TrimmedText(singleInvoiceRules.postalAddress)
  postalAddress: string;

  @TrimmedText(singleInvoiceRules.taxId)
  taxId: string;
}

export class GroupInvoiceDto implements GroupInvoiceRequest {
  @TrimmedText(groupInvoiceRules.institutionName)
  institutionName: string;

  @TrimmedText(groupInvoiceRules.postalAddress)
  postalAddress: string;

  @TrimmedText(groupInvoiceRules.taxId)
  taxId: string;

  @TrimmedText(groupInvoiceRules.purchaseOrder)
  purchaseOrder: string;

  @Transform(idsAsText)
  @FollowsRule(groupInvoiceRules.registrationIds)
  registrationIds: string[];

  @TrimmedText(groupInvoiceRules.language)
  language?: Language;
}

export class MyGroupInvoiceDto implements MyGroupInvoiceRequest {
  @TrimmedText(myGroupInvoiceRules.institutionName)
  institutionName: string;

  @TrimmedText(myGroupInvoiceRules.postalAddress)
  postalAddress: string;

  @TrimmedText(myGroupInvoiceRules.taxId)
  taxId: string;

  @TrimmedText(myGroupInvoiceRules.purchaseOrder)
  purchaseOrder: string;

  @Transform(colleaguesTrimmed)
  @FollowsRule(myGroupInvoiceRules.colleagues)
  colleagues: GroupColleague[];
}

export class GroupInvoiceSendDto implements GroupInvoiceSendRequest {
  @EmailAddress(groupInvoiceSendRules.email)
  email: string;
}

export class GroupInvoiceCancelDto implements GroupInvoiceCancelRequest {
  @TrimmedText(groupInvoiceCancelRules.reason)
  reason: string;
}

export class GroupInvoiceConsentLinkDto implements GroupInvoiceConsentLink {
  @FollowsRule(groupInvoiceConsentAnswerRules.token)
  token: string;
}

export class GroupInvoiceConsentAnswerDto implements GroupInvoiceConsentAnswerRequest {
  @FollowsRule(groupInvoiceConsentAnswerRules.token)
  token: string;

  @FollowsRule(groupInvoiceConsentAnswerRules.answer)
  answer: GroupInvoiceConsentAnswer;
}
