import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository, type EntityManager } from 'typeorm';
import { SignInSession } from './sign-in-session.entity.js';

/** An erased member's sign-ins go with their account. */
export async function forgetSignIns(db: EntityManager, userId: string): Promise<void> {
  await db.delete(SignInSession, { userId });
}

/** The sign-ins that are still open, one row per token issued. */
@Injectable()
export class SignInSessionsRepository {
  constructor(
    @InjectRepository(SignInSession) private readonly sessions: Repository<SignInSession>,
  ) {}

  /**
   * Opens the sign-in `id`, lasting until `expiresAt`. Sign-ins that expired already are removed
   * on the way, so the table holds only what may still be used.
   */
  async open(id: string, userId: string, expiresAt: Date): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    await this.sessions.insert({ id, userId, expiresAt });
  }

  /** Whether the sign-in is still open for this account. */
  isOpen(id: string, userId: string): Promise<boolean> {
    return this.sessions.existsBy({ id, userId });
  }

  /** Ends one sign-in. */
  async end(id: string, userId: string): Promise<void> {
    await this.sessions.delete({ id, userId });
  }
}
