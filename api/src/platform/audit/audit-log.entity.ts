import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditRecordType } from '@caawg11/conference';

export type AuditAction =
  | 'auth.sign-in'
  | 'auth.sign-in-failed'
  | 'auth.sign-out'
  | 'auth.signed-out-everywhere'
  | 'auth.password-changed'
  | 'auth.password-reset-requested'
  | 'auth.password-reset'
  | 'auth.two-factor-setup-started'
  | 'auth.two-factor-enabled'
  | 'auth.two-factor-code-refused'
  | 'auth.two-factor-recovery-code-used'
  | 'registration.status-changed'
  | 'registration.updated'
  | 'registration.email-change-requested'
  | 'registration.email-confirmed'
  | 'payment.verified'
  | 'payment.rejected'
  | 'payment.recorded'
  | 'payment.refunded'
  | 'file.opened'
  | 'team.role-changed'
  | 'team.member-disabled'
  | 'team.member-invited'
  | 'team.invitation-accepted'
  | 'team.subthemes-changed'
  | 'team.two-factor-reset'
  | 'team.two-factor-roles-changed'
  | 'bank-statement.imported'
  | 'bank-statement.line-assigned'
  | 'bank-statement.line-discarded'
  | 'bank-statement.confirmed'
  | 'inbox.status-changed'
  | 'inbox.assigned'
  | 'contact-message.replied'
  | 'sponsorship-inquiry.amount-changed'
  | 'notice-text.changed'
  | 'notice-text.reset'
  | 'reminder-settings.changed'
  | 'registration.cancelled'
  | 'cancellation-policy.changed'
  | 'field-trip.settings-changed'
  | 'field-trip.seat-taken'
  | 'field-trip.seat-released'
  | 'field-trip.seat-offered'
  | 'review-settings.changed'
  | 'review.saved'
  | 'review.conflict-declared'
  | 'review.reviewers-changed'
  | 'review.reviewer-institution-changed'
  | 'abstract.decided'
  | 'abstract.subtheme-changed'
  | 'abstract.changed-by-author'
  | 'abstract.author-disowned'
  | 'abstract.presenter-handed-over'
  | 'programme.session-created'
  | 'programme.session-updated'
  | 'programme.session-deleted'
  | 'programme.talk-placed'
  | 'programme.talk-moved'
  | 'programme.talk-unplaced'
  | 'mail.resent'
  | 'mail.resent-all-failed'
  | 'announcement.created'
  | 'announcement.failed-resent'
  | 'group-invoice.created'
  | 'group-invoice.requested'
  | 'group-invoice.consent-given'
  | 'group-invoice.consent-declined'
  | 'group-invoice.sent'
  | 'group-invoice.cancelled'
  | 'single-invoice.created'
  | 'retention-settings.changed'
  | 'retention.purged'
  | 'person.exported'
  | 'person.erased'
  | 'person.erasure-requested'
  | 'badge.reissued'
  | 'badge.name-changed'
  | 'check-in.undone'
  | 'registration.walked-in'
  | 'visa-letter.issued'
  | 'visa-letter.refused'
  | 'visa-letter.settings-changed'
  | 'visa-letter.signature-changed'
  | 'invited-speaker.added'
  | 'invited-speaker.changed'
  | 'invited-speaker.moved'
  | 'invited-speaker.removed'
  | 'invited-speaker.photo-changed'
  | 'invited-speaker.photo-removed'
  | 'presenter-profile.biography-changed'
  | 'presenter-profile.photo-changed'
  | 'presenter-profile.photo-removed'
  | 'certificate.attendance-marked'
  | 'certificate.sent'
  | 'certificate.settings-changed';

/** The kind of record an entry is about. */
export type AuditEntity = AuditRecordType;

export type AuditValues = Record<string, unknown>;

/**
 * One admin action: who, what, on which record, the values before and after, when and from where.
 * The log is append-only: the database refuses to change or remove a row (see the append-only
 * migration), with one exception: an erasure redacts the personal values of the entries about
 * the person it erases, and each such entry then names that erasure (see the person-erasure
 * migration).
 */
@Entity('audit_log')
@Index('idx_audit_log_entity', ['entityType', 'entityId', 'createdAt'])
@Index('idx_audit_log_actor', ['actorUserId', 'createdAt'])
@Index('idx_audit_log_created', ['createdAt'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', unsigned: true })
  id: string;

  /** Null for a failed sign-in, where nobody was identified. */
  @Column({ name: 'actor_user_id', type: 'bigint', unsigned: true, nullable: true })
  actorUserId: string | null;

  /** Kept as text so the row still says who acted if the account is ever removed. */
  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail: string;

  @Column({ type: 'varchar', length: 48 })
  action: AuditAction;

  @Column({ name: 'entity_type', type: 'varchar', length: 24 })
  entityType: AuditEntity;

  @Column({ name: 'entity_id', type: 'varchar', length: 40, nullable: true })
  entityId: string | null;

  @Column({ type: 'json', nullable: true })
  before: AuditValues | null;

  @Column({ type: 'json', nullable: true })
  after: AuditValues | null;

  @Column({ name: 'client_address', type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The erasure that redacted this entry's personal values, if one did. */
  @Column({ name: 'redacted_by_erasure_id', type: 'int', unsigned: true, nullable: true })
  redactedByErasureId: number | null;
}
