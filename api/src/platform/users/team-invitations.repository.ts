import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { TeamInvitationEntry } from './team-invitation.entity.js';

/** The team's invitations; methods that take an `EntityManager` run in the caller's transaction. */
@Injectable()
export class TeamInvitationsRepository {
  constructor(
    @InjectRepository(TeamInvitationEntry)
    private readonly invitations: Repository<TeamInvitationEntry>,
  ) {}

  /** Stops every open invitation to the address. */
  async revokeOpen(manager: EntityManager, email: string, revokedAt: Date): Promise<void> {
    await manager.update(
      TeamInvitationEntry,
      { email, acceptedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt },
    );
  }

  insert(
    manager: EntityManager,
    invitation: Pick<
      TeamInvitationEntry,
      'email' | 'role' | 'subthemes' | 'tokenHash' | 'expiresAt' | 'invitedByEmail'
    >,
  ): Promise<TeamInvitationEntry> {
    const repository = manager.getRepository(TeamInvitationEntry);
    return repository.save(repository.create(invitation));
  }

  /** Invitations that can still be accepted at `now`, newest first. */
  pending(now: Date): Promise<TeamInvitationEntry[]> {
    return this.invitations.find({
      where: { acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** The open, unexpired invitation with this token hash, locked for its acceptance if asked. */
  usable(
    tokenHash: string,
    now: Date,
    options: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<TeamInvitationEntry | null> {
    return (options.manager ?? this.invitations.manager)
      .getRepository(TeamInvitationEntry)
      .findOne({
        where: { tokenHash, acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) },
        ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
  }

  async markAccepted(manager: EntityManager, id: string, acceptedAt: Date): Promise<void> {
    await manager.update(TeamInvitationEntry, { id }, { acceptedAt });
  }
}
