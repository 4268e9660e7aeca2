import { Injectable } from '@nestjs/common';
import type { AdminMembership, MembershipTitle } from '@caawg11/conference';
import { AuditService } from '../../../platform/audit/audit.service.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import {
  closingExportColumns,
  decisionNotice,
  type InboxDefinition,
  type InboxRecordRaw,
} from '../../inbox/inbox-definition.js';
import { InboxRegistry } from '../../inbox/inbox-registry.js';
import { inboxListQuery } from '../../inbox/inbox-requests.js';
import { InboxService } from '../../inbox/inbox.service.js';
import { MembershipRepository } from '../membership.repository.js';

interface MembershipRaw extends InboxRecordRaw {
  title: MembershipTitle;
  name: string;
  organisation: string;
  profession: string;
  qualification: string;
  address: string | null;
  phone: string | null;
  mobile: string | null;
  fax: string | null;
  webpage: string | null;
}

export const membershipsInbox: InboxDefinition<'memberships', MembershipRaw, AdminMembership> = {
  name: 'memberships',
  table: 'membership_applications',
  auditEntity: 'membership',
  columns: {
    title: 'record.title',
    name: 'record.name',
    organisation: 'record.organisation',
    profession: 'record.profession',
    qualification: 'record.qualification',
    address: 'record.address',
    phone: 'record.phone',
    mobile: 'record.mobile',
    fax: 'record.fax',
    webpage: 'record.webpage',
  },
  sortColumns: {
    reference: 'record.id',
    createdAt: 'record.created_at',
    status: 'record.status',
    name: 'record.name',
    organisation: 'record.organisation',
  },
  searchColumns: ['record.name', 'record.email', 'record.organisation'],
  toItem: (raw, shared) => ({
    ...shared,
    title: raw.title,
    name: raw.name,
    organisation: raw.organisation,
    profession: raw.profession,
    qualification: raw.qualification,
    address: raw.address,
    phone: raw.phone,
    mobile: raw.mobile,
    fax: raw.fax,
    webpage: raw.webpage,
  }),
  exportColumns: [
    { header: 'Reference', type: 'text', value: (item) => item.reference },
    { header: 'Title', type: 'text', value: (item) => item.title },
    { header: 'Name', type: 'text', value: (item) => item.name },
    { header: 'E-mail', type: 'text', value: (item) => item.email },
    { header: 'Organisation', type: 'text', value: (item) => item.organisation },
    { header: 'Profession', type: 'text', value: (item) => item.profession },
    { header: 'Qualification', type: 'text', value: (item) => item.qualification },
    { header: 'Address', type: 'text', value: (item) => item.address },
    { header: 'Phone', type: 'text', value: (item) => item.phone },
    { header: 'Mobile', type: 'text', value: (item) => item.mobile },
    { header: 'Fax', type: 'text', value: (item) => item.fax },
    { header: 'Web page', type: 'text', value: (item) => item.webpage },
    ...closingExportColumns<AdminMembership>(),
  ],
  notice: decisionNotice('memberships', (item) => ({
    name: item.name,
    item: `${item.title} membership`,
  })),
};

export class MembershipListQuery extends inboxListQuery('memberships') {}

@Injectable()
export class MembershipsInbox extends InboxService<
  'memberships',
  MembershipRaw,
  AdminMembership,
  MembershipRepository
> {
  constructor(
    applications: MembershipRepository,
    audit: AuditService,
    outbox: OutboxService,
    registry: InboxRegistry,
  ) {
    super(membershipsInbox, applications, audit, outbox);
    registry.register(this);
  }
}
