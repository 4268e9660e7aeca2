import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { normaliseEmail, staffRoles, type AuthUser, type SubthemeTitle } from '@caawg11/conference';
import { hashPassword } from '../security/password-hasher.js';
import { User, type UserRole } from './user.entity.js';

export function toAuthUser(user: User): AuthUser {
  const signedIn: AuthUser = { id: user.id, email: user.email, role: user.role };
  return user.role === 'reviewer' ? { ...signedIn, subthemes: user.subthemes ?? [] } : signedIn;
}

/** Raised when an account with the address already exists. */
export class UserExistsError extends Error {
  constructor(readonly email: string) {
    super(`An account for ${email} already exists`);
  }
}

/**
 * The account, read in the caller's transaction: for the features that name an organiser (the
 * inboxes' assignee) without a repository of their own to hand.
 */
export function accountIn(manager: EntityManager, id: string): Promise<User | null> {
  return manager.getRepository(User).findOneBy({ id });
}

/**
 * The organiser accounts' store: the api's features read and change accounts through here, not
 * with queries of their own (the inbox toolkit joins an assignee's address into its lists, and
 * the `admin:create` command writes its account before any application exists). Methods that
 * take an `EntityManager` run inside the caller's transaction.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Runs the work in one transaction; the locks taken inside hold until it ends. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(work);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Every account, by e-mail. */
  list(): Promise<User[]> {
    return this.users.find({ order: { email: 'ASC' } });
  }

  /** The account, locked against other writers until the transaction ends; null if missing. */
  lock(manager: EntityManager, id: string): Promise<User | null> {
    return manager
      .getRepository(User)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The enabled admins, locked until the transaction ends, so two admins demoting or disabling
   * each other at once cannot both succeed.
   */
  lockEnabledAdmins(manager: EntityManager): Promise<User[]> {
    return manager.getRepository(User).find({
      where: { role: 'admin', disabledAt: IsNull() },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async existsWithEmail(manager: EntityManager, email: string): Promise<boolean> {
    return manager.getRepository(User).existsBy({ email });
  }

  /** Changes an account's role or a reviewer's subthemes. */
  async update(
    manager: EntityManager,
    id: string,
    changes: { role?: UserRole; subthemes?: SubthemeTitle[] },
  ): Promise<void> {
    await manager.update(User, { id }, changes);
  }

  /** Disables the account as of `disabledAt` and ends its sign-ins. */
  async disableAt(manager: EntityManager, id: string, disabledAt: Date): Promise<void> {
    await manager.update(User, { id }, { disabledAt, tokenVersion: () => 'token_version + 1' });
  }

  /** Creates the account an invitation was accepted for. */
  async insert(
    manager: EntityManager,
    account: Pick<User, 'email' | 'passwordHash' | 'role' | 'subthemes'>,
  ): Promise<User> {
    const users = manager.getRepository(User);
    return users.save(users.create(account));
  }

  /** The enabled organiser accounts, by e-mail: whom a record can be handed to. */
  activeStaff(): Promise<Pick<User, 'id' | 'email'>[]> {
    return this.users.find({
      select: { id: true, email: true },
      where: { role: In([...staffRoles]), disabledAt: IsNull() },
      order: { email: 'ASC' },
    });
  }

  /** Ends every sign-in of the account: tokens issued before no longer match its version. */
  async endSessions(id: string): Promise<void> {
    await this.users.increment({ id }, 'tokenVersion', 1);
  }

  /** Gives the account a new password and ends its other sign-ins; returns it as it is now. */
  async changePassword(id: string, newPassword: string): Promise<User> {
    const passwordHash = await hashPassword(newPassword);
    await this.users
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
    return this.users.findOneByOrFail({ id });
  }

  /** Stores a password already hashed and ends every sign-in of the account. */
  async replacePasswordHash(
    manager: EntityManager,
    id: string,
    passwordHash: string,
  ): Promise<void> {
    await manager.update(User, { id }, { passwordHash, tokenVersion: () => 'token_version + 1' });
  }

  /** Stops the account from signing in and ends the sign-ins it has. */
  async disable(id: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update(User)
      .set({ disabledAt: () => 'NOW(3)', tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
  }

  /** Keeps a new, not yet confirmed two-factor secret; false when two factors are on already. */
  async setPendingTwoFactorSecret(id: string, encryptedSecret: string): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ twoFactorSecret: encryptedSecret })
      .where('id = :id AND two_factor_enabled_at IS NULL', { id })
      .execute();
    return result.affected === 1;
  }

  /**
   * Turns two factors on with the pending secret the first code was checked against, and the
   * recovery codes' hashes in place of any earlier ones. False when the secret changed meanwhile
   * (another set-up) or two factors are on already.
   */
  async enableTwoFactor(
    manager: EntityManager,
    id: string,
    encryptedSecret: string,
    acceptedTimeStep: number,
    recoveryCodeHashes: readonly string[],
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ twoFactorEnabledAt: () => 'NOW(3)', twoFactorLastTimeStep: acceptedTimeStep })
      .where('id = :id AND two_factor_enabled_at IS NULL AND two_factor_secret = :secret', {
        id,
        secret: encryptedSecret,
      })
      .execute();
    if (result.affected !== 1) return false;
    await manager.query('DELETE FROM two_factor_recovery_codes WHERE user_id = ?', [id]);
    for (const hash of recoveryCodeHashes) {
      await manager.query(
        'INSERT INTO two_factor_recovery_codes (user_id, code_hash) VALUES (?, ?)',
        [id, hash],
      );
    }
    return true;
  }

  /**
   * Records that a code of `timeStep` was accepted, unless a code of that step or a later one
   * was accepted before: false then, so two requests with one code cannot both sign in.
   */
  async acceptTwoFactorTimeStep(id: string, timeStep: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({ twoFactorLastTimeStep: timeStep })
      .where(
        'id = :id AND two_factor_enabled_at IS NOT NULL AND ' +
          '(two_factor_last_time_step IS NULL OR two_factor_last_time_step < :timeStep)',
        { id, timeStep },
      )
      .execute();
    return result.affected === 1;
  }

  /** Marks the recovery code used; false when it is not one of the account's unused codes. */
  async useRecoveryCode(id: string, codeHash: string): Promise<boolean> {
    // The MySQL driver answers an UPDATE with its result header, not rows.
    const result = await this.users.manager.query<{ affectedRows: number }>(
      `UPDATE two_factor_recovery_codes SET used_at = NOW(3)
       WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
      [id, codeHash],
    );
    return result.affectedRows === 1;
  }

  async unusedRecoveryCodes(id: string): Promise<number> {
    const rows = await this.users.manager.query<{ count: string }[]>(
      'SELECT COUNT(*) AS count FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL',
      [id],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /**
   * Removes the account's second factor and recovery codes and ends its sign-ins: the member
   * signs in with the password again, and sets two factors up anew where their role needs it.
   */
  async resetTwoFactor(manager: EntityManager, id: string): Promise<void> {
    await manager.update(
      User,
      { id },
      {
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastTimeStep: null,
        tokenVersion: () => 'token_version + 1',
      },
    );
    await manager.query('DELETE FROM two_factor_recovery_codes WHERE user_id = ?', [id]);
  }

  /** Creates an account; never replaces an existing one. */
  async create(email: string, password: string, role: UserRole): Promise<User> {
    const address = normaliseEmail(email);
    if (await this.users.existsBy({ email: address })) throw new UserExistsError(address);
    const passwordHash = await hashPassword(password);
    try {
      return await this.users.save(this.users.create({ email: address, passwordHash, role }));
    } catch (error) {
      // Two creations of the same address at once: the unique key decides.
      if ((error as { code?: string }).code === 'ER_DUP_ENTRY') throw new UserExistsError(address);
      throw error;
    }
  }
}
