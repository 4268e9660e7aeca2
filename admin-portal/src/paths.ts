import type { InboxName } from '@caawg11/conference';

/** Where the shell mounts this remote; every section has its own URL under it. */
export const basePath = '/dashboard';

export const paths = {
  dashboard: basePath,
  registrations: `${basePath}/registrations`,
  editRegistration: (id: string) => `${basePath}/registrations/${encodeURIComponent(id)}/edit`,
  payments: `${basePath}/payments`,
  finance: `${basePath}/finance`,
  statistics: `${basePath}/statistics`,
  team: `${basePath}/team`,
  bankStatements: `${basePath}/bank-statements`,
  bankStatement: (id: string) => `${basePath}/bank-statements/${encodeURIComponent(id)}`,
  groupInvoices: `${basePath}/group-invoices`,
  groupInvoice: (id: string) => `${basePath}/group-invoices/${encodeURIComponent(id)}`,
  inbox: (name: InboxName) => `${basePath}/${name}`,
  inboxRecord: (name: InboxName, id: string) => `${basePath}/${name}/${encodeURIComponent(id)}`,
  /** The invitation e-mail's link leads here (InvitationsService builds it). */
  invitation: `${basePath}/invitation`,
  forgotPassword: `${basePath}/forgot-password`,
  /** The password-reset e-mail's link leads here (PasswordResetService builds it). */
  resetPassword: `${basePath}/reset-password`,
  account: `${basePath}/account`,
  auditLog: `${basePath}/audit-log`,
  mail: `${basePath}/mail`,
  emailTexts: `${basePath}/email-texts`,
  myReviews: `${basePath}/my-reviews`,
  committee: `${basePath}/committee`,
  reviewSettings: `${basePath}/review-settings`,
  authorNotices: `${basePath}/author-notices`,
  programme: `${basePath}/programme`,
  invitedSpeakers: `${basePath}/invited-speakers`,
  announcements: `${basePath}/announcements`,
  privacy: `${basePath}/privacy`,
  people: `${basePath}/people`,
  checkIn: `${basePath}/check-in`,
  walkIns: `${basePath}/walk-ins`,
  badges: `${basePath}/badges`,
  visaLetters: `${basePath}/visa-letters`,
  certificates: `${basePath}/certificates`,
} as const;
