import {
  AbilityBuilder,
  createMongoAbility,
  type ForcedSubject,
  type MongoAbility,
} from '@casl/ability';
import type { SubthemeTitle } from './choices.js';

/** The organisers' roles; an account of any other role reaches no admin screen. */
export const staffRoles = [
  'admin',
  'finance',
  'reviewer',
  'logistics',
  'communications',
  'check-in',
] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every role an account may have: a plain `user` comes from self-service sign-up. */
export type AccountRole = StaffRole | 'user';

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Administrator',
  finance: 'Finance',
  reviewer: 'Reviewer',
  logistics: 'Logistics',
  communications: 'Communications',
  'check-in': 'Check-in',
};

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

/** `manage` stands for every action. */
export type PermissionAction = 'manage' | 'read' | 'create' | 'update' | 'export';

/** The kinds of record an admin route works on; `all` stands for every kind. */
export type PermissionSubject =
  | 'all'
  | 'Dashboard'
  | 'Registration'
  | 'Payment'
  /**
   * What registrants upload about themselves and their money: student IDs and payment proofs.
   * Opened only through the registration or payment it belongs to.
   */
  | 'File'
  | 'Abstract'
  | 'Booking'
  /** The field trip's seats and pay-by day. */
  | 'FieldTrip'
  | 'Membership'
  | 'ContactMessage'
  | 'Sponsorship'
  | 'Team'
  /** The inboxes' shared parts: their counts and the people a record can be handed to. */
  | 'Inbox'
  /** The texts of the notices the inboxes send. */
  | 'NoticeText'
  | 'AuditLog'
  /** A reviewer's scores and comments on an abstract. */
  | 'Review'
  /** The review window, anonymity and the rating questions. */
  | 'ReviewSettings'
  /** The committee's decisions and the author notices they lead to. */
  | 'AbstractDecision'
  /** Sessions, the placing of accepted abstracts, and publishing the programme. */
  | 'Programme'
  /** Every e-mail the product sent or tried to send, and resending the failed ones. */
  | 'MailLog'
  /** Messages written once to a chosen audience, and their progress. */
  | 'Announcement'
  /** How long personal data is kept, and what the retention job will remove next. */
  | 'Privacy'
  /** Everything held about one person: seen, exported and erased by administrators only. */
  | 'Person'
  /** Badges of the registrations: their PDFs and re-issuing their codes. */
  | 'Badge'
  /** Checking delegates in at the door, and what the door needs to know of them. */
  | 'CheckIn'
  /** Visa invitation letter requests: they hold passport data, so admins only. */
  | 'VisaLetter'
  /** Certificates of attendance and presentation, and who attended. */
  | 'Certificate';

/** An abstract as far as a reviewer's permission looks at it. */
export interface AbstractScope {
  subtheme: string;
}

export type Permissions = MongoAbility<
  [PermissionAction, PermissionSubject | (ForcedSubject<'Abstract'> & AbstractScope)]
>;

export interface PermissionHolder {
  role: AccountRole;
  /** The subthemes whose abstracts a reviewer reviews. */
  subthemes?: readonly SubthemeTitle[];
}

/**
 * The one table of who may do what. The api checks it on every admin route and the admin portal
 * hides what it refuses, so both read it from here.
 */
export function permissionsFor(holder: PermissionHolder): Permissions {
  const { can, build } = new AbilityBuilder<Permissions>(createMongoAbility);
  switch (holder.role) {
    case 'admin':
      can('manage', 'all');
      break;
    case 'finance':
      can('read', 'Dashboard');
      can(['read', 'create', 'update', 'export'], ['Registration', 'Payment']);
      can('read', 'File');
      // The walk-in desk prints the badge of the delegate it has just registered.
      can('read', 'Badge');
      break;
    case 'reviewer':
      // Not the abstracts inbox: it shows the authors' names, e-mails and file names, and its
      // rows follow the subtheme alone. The review screen is a reviewer's only door to
      // abstracts; it applies the review settings' anonymity, co-authorship, conflicts and
      // reassignments.
      can(['read', 'create', 'update'], 'Review');
      break;
    case 'logistics':
      can('read', 'Dashboard');
      // The registrations' names and choices, for rooms and badges; not their student IDs,
      // payment proofs, receipts or credit notes (money is finance's).
      can('read', 'Registration');
      can('manage', 'Booking');
      can(['read', 'update'], 'FieldTrip');
      can('read', 'Inbox');
      can(['read', 'create', 'update'], 'Badge');
      break;
    case 'communications':
      can('manage', ['ContactMessage', 'Membership', 'Sponsorship', 'Announcement']);
      can('read', 'Inbox');
      can(['read', 'update'], 'MailLog');
      break;
    case 'check-in':
      // A volunteer at the door: checks people in and sees their name, reference, type and
      // balance through the check-in routes alone; undoing a check-in is an organiser's.
      can(['read', 'create'], 'CheckIn');
      break;
    case 'user':
      break;
  }
  return build();
}
