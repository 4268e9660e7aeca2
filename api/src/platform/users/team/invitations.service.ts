import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  invitationLifetimeHours,
  staffRoleLabels,
  teamMessages,
  type ApiResult,
  type Clock,
  type InvitationPreview,
  type TeamInvitation,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import { ApiError } from '../../common/api-error.js';
import { AppConfig } from '../../config/app-config.js';
import { CLOCK } from '../../config/clock.token.js';
import { OutboxService } from '../../outbox/outbox.service.js';
import { PasswordHasher } from '../../security/password-hasher.js';
import type { TeamInvitationEntry } from '../team-invitation.entity.js';
import { TeamInvitationsRepository } from '../team-invitations.repository.js';
import { UsersRepository } from '../users.repository.js';
import type { InvitationAcceptanceDto, TeamInvitationDto } from './invitation.dto.js';
import { hashLinkToken, newLinkToken } from '../../security/link-token.js';

const lifetimeMs = invitationLifetimeHours * 60 * 60 * 1000;

function toInvitation(entry: TeamInvitationEntry): TeamInvitation {
  return {
    id: entry.id,
    email: entry.email,
    role: entry.role,
    subthemes: entry.subthemes ?? [],
    invitedBy: entry.invitedByEmail,
    expiresAt: entry.expiresAt.toISOString(),
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * Invitations to the team: an administrator names an address and a role, the worker e-mails a
 * single-use link that expires, and the invitee chooses their own password with it. Only the
 * token's hash is kept, and the link leaves the outbox row once the e-mail is sent.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: TeamInvitationsRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly hasher: PasswordHasher,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Invites an address; an earlier invitation to it stops working. */
  async invite(request: TeamInvitationDto, actor: AuditActor): Promise<TeamInvitation> {
    if (request.role !== 'reviewer' && request.subthemes?.length) {
      throw ApiError.validation({ subthemes: teamMessages.subthemesForReviewers });
    }
    return this.users.transaction(async (manager) => {
      if (await this.users.existsWithEmail(manager, request.email)) {
        throw new ApiError(HttpStatus.CONFLICT, teamMessages.accountExists);
      }
      const now = this.clock.now();
      await this.invitations.revokeOpen(manager, request.email, now);
      const token = newLinkToken();
      const invitation = await this.invitations.insert(manager, {
        email: request.email,
        role: request.role,
        subthemes: request.role === 'reviewer' ? (request.subthemes ?? []) : null,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(now.getTime() + lifetimeMs),
        invitedByEmail: actor.email.slice(0, 254),
      });
      const site = this.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
      await this.outbox.add(manager, {
        template: 'team-invitation',
        to: request.email,
        data: {
          invitedBy: actor.email,
          roleLabel: staffRoleLabels[request.role],
          link: `${site}/dashboard/invitation?token=${token}`,
          expiresAt: invitation.expiresAt.toISOString(),
        },
      });
      await this.audit.record(
        actor,
        {
          action: 'team.member-invited',
          entityType: 'user',
          entityId: null,
          after: { email: request.email, role: request.role, subthemes: invitation.subthemes },
        },
        manager,
      );
      return toInvitation(invitation);
    });
  }

  /** Invitations that can still be accepted, newest first. */
  async pending(): Promise<TeamInvitation[]> {
    const entries = await this.invitations.pending(this.clock.now());
    return entries.map(toInvitation);
  }

  private async usable(token: string, lock: boolean, manager?: EntityManager) {
    const entry = await this.invitations.usable(hashLinkToken(token), this.clock.now(), {
      manager,
      lock,
    });
    if (!entry) throw new ApiError(HttpStatus.GONE, teamMessages.invitationInvalid);
    return entry;
  }

  async preview(token: string): Promise<InvitationPreview> {
    const entry = await this.usable(token, false);
    return { email: entry.email, role: entry.role };
  }

  /** Creates the account with the invitee's password; the link cannot be used again. */
  async accept(body: InvitationAcceptanceDto, clientAddress: string): Promise<ApiResult> {
    // The costly hash is made only for a link that works, so guessed tokens cost a lookup each;
    // it is made outside the transaction, which then checks the link again under its lock.
    await this.usable(body.token, false);
    const passwordHash = await this.hasher.hash(body.password);
    await this.users.transaction(async (manager) => {
      const invitation = await this.usable(body.token, true, manager);
      if (await this.users.existsWithEmail(manager, invitation.email)) {
        throw new ApiError(HttpStatus.CONFLICT, teamMessages.accountExists);
      }
      const user = await this.users.insert(manager, {
        email: invitation.email,
        passwordHash,
        role: invitation.role,
        subthemes: invitation.subthemes,
      });
      await this.invitations.markAccepted(manager, invitation.id, this.clock.now());
      await this.audit.record(
        { userId: user.id, email: user.email, clientAddress },
        {
          action: 'team.invitation-accepted',
          entityType: 'user',
          entityId: user.id,
          after: { role: user.role },
        },
        manager,
      );
    });
    return { success: true, message: 'Your password is set. You can sign in now.' };
  }
}
