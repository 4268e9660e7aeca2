import { createElement, lazy, type ComponentType } from 'react';
import type {
  InboxName,
  PermissionAction,
  PermissionSubject,
  Permissions,
} from '@caawg11/conference';
import { inboxNames, inboxSubjects, inboxTitles } from '@caawg11/conference';
import { paths } from '../paths';
import { DashboardSection } from '../sections/overview/dashboard/DashboardSection';

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
  /** The screen drawn at `to`. */
  screen: ComponentType;
  /** Screens below `to`, such as a record opened from the list (`path` relative to `to`). */
  subScreens?: readonly SubScreen[];
}

export interface SubScreen {
  path: string;
  screen: ComponentType;
}

/**
 * A screen fetched when it is first opened: every section but the dashboard, which comes with
 * the first load, and the pages reached from an e-mail before signing in.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const screen: ComponentType = (await load())[name];
    return { default: screen };
  });
}

/** The inbox's list or record screen, for one inbox: each inbox's routes draw their own. */
function inboxScreen(
  name: InboxName,
  screen: 'InboxListSection' | 'InboxDetailSection',
): ComponentType {
  return lazy(() =>
    import('../sections/inboxes/inbox').then((module) => ({
      default: () => createElement(module[screen], { name }),
    })),
  );
}

/** Every section of the side bar, in order within its group. */
export const adminSections: readonly AdminSection[] = [
  {
    group: 'overview',
    to: paths.dashboard,
    label: 'Dashboard',
    end: true,
    screen: DashboardSection,
  },
  {
    group: 'overview',
    to: paths.statistics,
    label: 'Statistics',
    reads: 'Dashboard',
    screen: lazyScreen(
      () => import('../sections/overview/statistics/StatisticsSection'),
      'StatisticsSection',
    ),
  },
  {
    group: 'registrations-and-money',
    to: paths.registrations,
    label: 'Registrations',
    reads: 'Registration',
    screen: lazyScreen(
      () => import('../sections/registrations-and-money/registrations/RegistrationsSection'),
      'RegistrationsSection',
    ),
    subScreens: [
      {
        path: ':id/edit',
        screen: lazyScreen(
          () => import('../sections/registrations-and-money/registrations/EditRegistrationScreen'),
          'EditRegistrationScreen',
        ),
      },
    ],
  },
  {
    group: 'registrations-and-money',
    to: paths.payments,
    label: 'Payments',
    reads: 'Payment',
    screen: lazyScreen(
      () => import('../sections/registrations-and-money/payments/PaymentsSection'),
      'PaymentsSection',
    ),
  },
  {
    group: 'registrations-and-money',
    to: paths.bankStatements,
    label: 'Bank statements',
    reads: 'Payment',
    screen: lazyScreen(
      () => import('../sections/registrations-and-money/bank-statements'),
      'BankStatementsSection',
    ),
    subScreens: [
      {
        path: ':id',
        screen: lazyScreen(
          () => import('../sections/registrations-and-money/bank-statements'),
          'StatementReview',
        ),
      },
    ],
  },
  {
    group: 'registrations-and-money',
    to: paths.groupInvoices,
    label: 'Group invoices',
    reads: 'Payment',
    screen: lazyScreen(
      () => import('../sections/registrations-and-money/group-invoices'),
      'GroupInvoicesSection',
    ),
    subScreens: [
      {
        path: ':id',
        screen: lazyScreen(
          () => import('../sections/registrations-and-money/group-invoices'),
          'GroupInvoiceDetail',
        ),
      },
    ],
  },
  {
    group: 'registrations-and-money',
    to: paths.finance,
    label: 'Finance',
    reads: 'Payment',
    screen: lazyScreen(
      () => import('../sections/registrations-and-money/finance/FinanceSection'),
      'FinanceSection',
    ),
  },
  {
    group: 'registrations-and-money',
    to: paths.visaLetters,
    label: 'Visa letters',
    reads: 'VisaLetter',
    screen: lazyScreen(
      () => import('../sections/registrations-and-money/visa-letters/VisaLettersSection'),
      'VisaLettersSection',
    ),
  },
  {
    group: 'abstracts-and-programme',
    to: paths.myReviews,
    label: 'My reviews',
    reads: 'Review',
    screen: lazyScreen(
      () => import('../sections/abstracts-and-programme/review/MyReviewsSection'),
      'MyReviewsSection',
    ),
  },
  {
    group: 'abstracts-and-programme',
    to: paths.committee,
    label: 'Committee',
    reads: 'AbstractDecision',
    screen: lazyScreen(
      () => import('../sections/abstracts-and-programme/review/CommitteeSection'),
      'CommitteeSection',
    ),
  },
  {
    group: 'abstracts-and-programme',
    to: paths.reviewSettings,
    label: 'Review settings',
    reads: 'ReviewSettings',
    screen: lazyScreen(
      () => import('../sections/abstracts-and-programme/review/ReviewSettingsSection'),
      'ReviewSettingsSection',
    ),
  },
  {
    group: 'abstracts-and-programme',
    to: paths.programme,
    label: 'Programme',
    reads: 'Programme',
    screen: lazyScreen(
      () => import('../sections/abstracts-and-programme/programme/ProgrammeSection'),
      'ProgrammeSection',
    ),
  },
  {
    group: 'abstracts-and-programme',
    to: paths.invitedSpeakers,
    label: 'Invited speakers',
    // The api lets only those who manage the programme change the list: admins.
    reads: 'Programme',
    action: 'manage',
    screen: lazyScreen(
      () => import('../sections/abstracts-and-programme/speakers/InvitedSpeakersSection'),
      'InvitedSpeakersSection',
    ),
  },
  ...inboxNames.map((name): AdminSection => ({
    group: 'inboxes',
    to: paths.inbox(name),
    label: inboxTitles[name],
    reads: inboxSubjects[name],
    inbox: name,
    screen: inboxScreen(name, 'InboxListSection'),
    subScreens: [{ path: ':id', screen: inboxScreen(name, 'InboxDetailSection') }],
  })),
  {
    group: 'on-site',
    to: paths.checkIn,
    label: 'Check-in',
    reads: 'CheckIn',
    screen: lazyScreen(
      () => import('../sections/on-site/check-in/CheckInSection'),
      'CheckInSection',
    ),
  },
  {
    group: 'on-site',
    to: paths.walkIns,
    label: 'Walk-in desk',
    reads: 'Registration',
    action: 'create',
    screen: lazyScreen(() => import('../sections/on-site/walk-ins/WalkInSection'), 'WalkInSection'),
  },
  {
    group: 'on-site',
    to: paths.badges,
    label: 'Badges',
    reads: 'Badge',
    screen: lazyScreen(() => import('../sections/on-site/badges'), 'BadgesSection'),
  },
  {
    group: 'on-site',
    to: paths.certificates,
    label: 'Certificates',
    reads: 'Certificate',
    screen: lazyScreen(
      () => import('../sections/on-site/certificates/CertificatesSection'),
      'CertificatesSection',
    ),
  },
  {
    group: 'messages',
    to: paths.emailTexts,
    label: 'E-mail texts',
    reads: 'NoticeText',
    screen: lazyScreen(
      () => import('../sections/messages/email-texts/EmailTextsSection'),
      'EmailTextsSection',
    ),
  },
  {
    group: 'messages',
    to: paths.authorNotices,
    label: 'Author notices',
    reads: 'AbstractDecision',
    screen: lazyScreen(
      () => import('../sections/messages/author-notices/AuthorNoticesSection'),
      'AuthorNoticesSection',
    ),
  },
  {
    group: 'messages',
    to: paths.announcements,
    label: 'Announcements',
    reads: 'Announcement',
    screen: lazyScreen(
      () => import('../sections/messages/announcements/AnnouncementsSection'),
      'AnnouncementsSection',
    ),
  },
  {
    group: 'messages',
    to: paths.mail,
    label: 'Mail log',
    reads: 'MailLog',
    screen: lazyScreen(() => import('../sections/messages/mail/MailSection'), 'MailSection'),
  },
  {
    group: 'team-and-settings',
    to: paths.team,
    label: 'Team',
    reads: 'Team',
    screen: lazyScreen(
      () => import('../sections/team-and-settings/team/TeamSection'),
      'TeamSection',
    ),
  },
  {
    group: 'team-and-settings',
    to: paths.auditLog,
    label: 'Audit log',
    reads: 'AuditLog',
    screen: lazyScreen(
      () => import('../sections/team-and-settings/audit-log/AuditLogSection'),
      'AuditLogSection',
    ),
  },
  {
    group: 'team-and-settings',
    to: paths.privacy,
    label: 'Privacy',
    reads: 'Privacy',
    screen: lazyScreen(
      () => import('../sections/team-and-settings/privacy/PrivacySection'),
      'PrivacySection',
    ),
  },
  {
    group: 'team-and-settings',
    to: paths.people,
    label: 'People',
    reads: 'Person',
    screen: lazyScreen(
      () => import('../sections/team-and-settings/people/PeopleSection'),
      'PeopleSection',
    ),
  },
  {
    group: 'team-and-settings',
    to: paths.account,
    label: 'My account',
    screen: lazyScreen(
      () => import('../sections/team-and-settings/account/AccountSection'),
      'AccountSection',
    ),
  },
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
