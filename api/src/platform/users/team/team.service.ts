import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  teamMessages,
  twoFactorMessages,
  type StaffRole,
  type SubthemeTitle,
  type TeamMember,
} from '@caawg11/conference';
import { ApiError } from '../../common/api-error.js';
import { AuditService, type AuditActor } from '../../audit/audit.service.js';
import type { User } from '../user.entity.js';
import { UsersRepository } from '../users.repository.js';

const lastAdminMessage =
  'The team needs at least one enabled administrator: make someone else an administrator first.';
const memberNotFound = 'Team member not found';

function toMember(user: User): TeamMember {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.disabledAt ? 'disabled' : 'active',
    createdAt: user.createdAt.toISOString(),
    subthemes: user.subthemes ?? [],
    twoFactor: user.twoFactorEnabledAt !== null,
  };
}

@Injectable()
export class TeamService {
  constructor(
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<TeamMember[]> {
    const users = await this.users.list();
    return users.map(toMember);
  }

  async changeRole(id: string, role: StaffRole, actor: AuditActor): Promise<TeamMember> {
    return this.users.transaction(async (manager) => {
      const member = await this.lockedMember(manager, id);
      if (member.role === role) return toMember(member);
      if (member.role === 'admin') await this.keepAnotherAdmin(manager, member);
      await this.users.update(manager, id, { role });
      await this.audit.record(
        actor,
        {
          action: 'team.role-changed',
          entityType: 'user',
          entityId: id,
          before: { role: member.role },
          after: { role },
        },
        manager,
      );
      return toMember({ ...member, role });
    });
  }

  /** The subthemes whose abstracts a reviewer reviews; their next request sees the change. */
  async setSubthemes(
    id: string,
    subthemes: SubthemeTitle[],
    actor: AuditActor,
  ): Promise<TeamMember> {
    return this.users.transaction(async (manager) => {
      const member = await this.lockedMember(manager, id);
      if (member.role !== 'reviewer') {
        throw ApiError.validation({ subthemes: teamMessages.subthemesForReviewers });
      }
      const unique = [...new Set(subthemes)];
      await this.users.update(manager, id, { subthemes: unique });
      await this.audit.record(
        actor,
        {
          action: 'team.subthemes-changed',
          entityType: 'user',
          entityId: id,
          before: { subthemes: member.subthemes ?? [] },
          after: { subthemes: unique },
        },
        manager,
      );
      return toMember({ ...member, subthemes: unique });
    });
  }

  /** Stops the member signing in and ends their sign-ins. */
  async disable(id: string, actor: AuditActor): Promise<TeamMember> {
    return this.users.transaction(async (manager) => {
      const member = await this.lockedMember(manager, id);
      if (member.disabledAt) return toMember(member);
      if (member.role === 'admin') await this.keepAnotherAdmin(manager, member);
      const disabledAt = new Date();
      await this.users.disableAt(manager, id, disabledAt);
      await this.audit.record(
        actor,
        {
          action: 'team.member-disabled',
          entityType: 'user',
          entityId: id,
          before: { status: 'active' },
          after: { status: 'disabled' },
        },
        manager,
      );
      return toMember({ ...member, disabledAt });
    });
  }

  /**
   * Removes the member's second factor and recovery codes (a lost phone) and ends their
   * sign-ins; they sign in with the password and set it up again where their role needs it.
   */
  async resetTwoFactor(id: string, actor: AuditActor): Promise<TeamMember> {
    // A stolen admin sign-in must not be able to strip its own account's second factor.
    if (actor.userId === id) throw new ConflictException(twoFactorMessages.ownReset);
    return this.users.transaction(async (manager) => {
      const member = await this.lockedMember(manager, id);
      await this.users.resetTwoFactor(manager, id);
      await this.audit.record(
        actor,
        {
          action: 'team.two-factor-reset',
          entityType: 'user',
          entityId: id,
          before: { twoFactor: member.twoFactorEnabledAt !== null },
          after: { twoFactor: false },
        },
        manager,
      );
      return toMember({ ...member, twoFactorEnabledAt: null, twoFactorSecret: null });
    });
  }

  private async lockedMember(manager: EntityManager, id: string): Promise<User> {
    if (!/^[1-9]\d{0,18}$/.test(id)) throw new NotFoundException(memberNotFound);
    const member = await this.users.lock(manager, id);
    if (!member) throw new NotFoundException(memberNotFound);
    return member;
  }

  /**
   * Refuses a change that would leave no enabled admin. The enabled admins' rows are locked,
   * so two admins demoting each other at once cannot both succeed.
   */
  private async keepAnotherAdmin(manager: EntityManager, leaving: User): Promise<void> {
    const admins = await this.users.lockEnabledAdmins(manager);
    if (!admins.some((admin) => admin.id !== leaving.id)) {
      throw new ConflictException(lastAdminMessage);
    }
  }
}
