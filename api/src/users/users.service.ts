import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import { staffRoles, type AuthUser } from '@caawg11/conference';
import { hashPassword } from '../security/password-hasher.js';
import { User, type UserRole } from './user.entity.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

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

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
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

  /** Stops the account from signing in and ends the sign-ins it has. */
  async disable(id: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update(User)
      .set({ disabledAt: () => 'NOW(3)', tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id })
      .execute();
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
