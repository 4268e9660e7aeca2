import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { PasswordReset } from './password-reset.entity.js';

/** An erased member's reset links go with their account. */
export async function forgetPasswordResets(db: EntityManager, userId: string): Promise<void> {
  await db.delete(PasswordReset, { userId });
}

/**
 * The open password-reset links. A link is a row until it is used or replaced, when the row is
 * deleted, so a used link cannot be found again; expired rows are removed as new links are made.
 * Methods that take an `EntityManager` run in the caller's transaction.
 */
@Injectable()
export class PasswordResetsRepository {
  constructor(
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.resets.manager.transaction(work);
  }

  /**
   * Opens a link for the account: its earlier links stop working, and every expired link of any
   * account is removed on the way.
   */
  async replace(
    manager: EntityManager,
    reset: Pick<PasswordReset, 'userId' | 'tokenHash' | 'expiresAt'>,
    now: Date,
  ): Promise<void> {
    await manager.delete(PasswordReset, { expiresAt: LessThan(now) });
    await manager.delete(PasswordReset, { userId: reset.userId });
    await manager.insert(PasswordReset, reset);
  }

  /** The unexpired link with this token hash, or null. */
  usable(tokenHash: string, now: Date): Promise<PasswordReset | null> {
    return this.resets.findOneBy({ tokenHash, expiresAt: MoreThan(now) });
  }

  /**
   * Uses up the unexpired link with this token hash: true when this call deleted it, so of two
   * uses at once only one succeeds. The account's other links go with it.
   */
  async consume(manager: EntityManager, reset: PasswordReset, now: Date): Promise<boolean> {
    const result = await manager.delete(PasswordReset, {
      id: reset.id,
      tokenHash: reset.tokenHash,
      expiresAt: MoreThan(now),
    });
    if (!result.affected) return false;
    await manager.delete(PasswordReset, { userId: reset.userId });
    return true;
  }
}
