import type {
  InboxName,
  PermissionAction,
  PermissionSubject,
  Permissions,
} from '@caawg11/conference';
import { inboxNames, inboxSubjects, inboxTitles } from '@caawg11/conference';
import { paths } from '../paths';

/** The side bar's groups, one per job an organiser comes to do, in the order they are shown. */
export const sectionGroups = [
  { id: 'overview', label: 'Overview' },
  { id: 'registrations-and-money', label: 'Registrations and money' },
  { id: 'abstracts-and-programme', label: 'Abstracts and programme' },
  { id: 'inboxes', label: 'Inboxes' },
  { id: 'on-site', label: 'On site' },
  { id: 'messages', label: 'Messages' },
  { id: 'team-and-settings', label: 'Team and settings' },
] as const;

export type SectionGroupId = (typeof sectionGroups)[number]['id'];

export interface AdminSection {
  group: SectionGroupId;
  to: string;
  /** The link's name: the admin journeys find sections by it. */
  label: string;
  /** The record kind a role must be able to read to see the section; none for every organiser. */
  reads?: PermissionSubject;
  /** What the role must be able to do with `reads` instead of reading it: a desk that creates. */
  action?: PermissionAction;
  /** Only the exact path is this section: the dashboard's path starts every other one. */
  end?: boolean;
  /** The inbox whose count of new records the link shows. */
  inbox?: InboxName;
}

/** Every section of the side bar, in order within its group. */
export const adminSections: readonly AdminSection[] = [
  { group: 'overview', to: paths.dashboard, label: 'Dashboard', end: true },
  { group: 'overview', to: paths.statistics, label: 'Statistics', reads: 'Dashboard' },
  {
    group: 'registrations-and-money',
    to: paths.registrations,
    label: 'Registrations',
    reads: 'Registration',
  },
  { group: 'registrations-and-money', to: paths.payments, label: 'Payments', reads: 'Payment' },
  {
    group: 'registrations-and-money',
    to: paths.bankStatements,
    label: 'Bank statements',
    reads: 'Payment',
  },
  {
    group: 'registrations-and-money',
    to: paths.groupInvoices,
    label: 'Group invoices',
    reads: 'Payment',
  },
  { group: 'registrations-and-money', to: paths.finance, label: 'Finance', reads: 'Payment' },
  {
    group: 'registrations-and-money',
    to: paths.visaLetters,
    label: 'Visa letters',
    reads: 'VisaLetter',
  },
  { group: 'abstracts-and-programme', to: paths.myReviews, label: 'My reviews', reads: 'Review' },
  {
    group: 'abstracts-and-programme',
    to: paths.committee,
    label: 'Committee',
    reads: 'AbstractDecision',
  },
  {
    group: 'abstracts-and-programme',
    to: paths.reviewSettings,
    label: 'Review settings',
    reads: 'ReviewSettings',
  },
  {
    group: 'abstracts-and-programme',
    to: paths.programme,
    label: 'Programme',
    reads: 'Programme',
  },
  ...inboxNames.map((name): AdminSection => ({
    group: 'inboxes',
    to: paths.inbox(name),
    label: inboxTitles[name],
    reads: inboxSubjects[name],
    inbox: name,
  })),
  { group: 'on-site', to: paths.checkIn, label: 'Check-in', reads: 'CheckIn' },
  {
    group: 'on-site',
    to: paths.walkIns,
    label: 'Walk-in desk',
    reads: 'Registration',
    action: 'create',
  },
  { group: 'on-site', to: paths.badges, label: 'Badges', reads: 'Badge' },
  { group: 'on-site', to: paths.certificates, label: 'Certificates', reads: 'Certificate' },
  { group: 'messages', to: paths.emailTexts, label: 'E-mail texts', reads: 'NoticeText' },
  {
    group: 'messages',
    to: paths.authorNotices,
    label: 'Author notices',
    reads: 'AbstractDecision',
  },
  {
    group: 'messages',
    to: paths.announcements,
    label: 'Announcements',
    reads: 'Announcement',
  },
  { group: 'messages', to: paths.mail, label: 'Mail log', reads: 'MailLog' },
  { group: 'team-and-settings', to: paths.team, label: 'Team', reads: 'Team' },
  { group: 'team-and-settings', to: paths.auditLog, label: 'Audit log', reads: 'AuditLog' },
  { group: 'team-and-settings', to: paths.privacy, label: 'Privacy', reads: 'Privacy' },
  { group: 'team-and-settings', to: paths.people, label: 'People', reads: 'Person' },
  { group: 'team-and-settings', to: paths.account, label: 'My account' },
];

export interface VisibleSectionGroup {
  id: SectionGroupId;
  label: string;
  sections: AdminSection[];
}

/**
 * Whether the role works at the door and nowhere else: its screen is the check-in screen alone,
 * without the dashboard or the account pages every other organiser has.
 */
export function isDoorOnly(permissions: Permissions): boolean {
  return (
    permissions.rules.length > 0 && permissions.rules.every((rule) => rule.subject === 'CheckIn')
  );
}

/** The groups a role sees, each with the sections it may read; a group left empty is not shown. */
export function sectionGroupsFor(permissions: Permissions): VisibleSectionGroup[] {
  const doorOnly = isDoorOnly(permissions);
  return sectionGroups
    .map((group) => ({
      ...group,
      sections: adminSections.filter(
        (section) =>
          section.group === group.id &&
          (section.reads ? permissions.can(section.action ?? 'read', section.reads) : !doorOnly),
      ),
    }))
    .filter((group) => group.sections.length > 0);
}

/** Whether the page at `pathname` belongs to the section: its list, or a record opened from it. */
export function isInSection(section: AdminSection, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === section.to || (!section.end && path.startsWith(`${section.to}/`));
}
