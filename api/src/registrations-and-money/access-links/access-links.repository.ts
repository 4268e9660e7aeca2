import { Injectable } from '@nestjs/common';
import { MoreThan, type EntityManager } from 'typeorm';
import { Registration } from '../registrations/registration.entity.js';
import { AccessToken } from './access-token.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** An erased registration's access links go: the page they open no longer belongs to anyone. */
export async function forgetAccessLinks(db: EntityManager, registrationId: string): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE registration_id = ?', [registrationId]);
}

/** Registrants' access tokens (their SHA-256 only) and the registrations they open. */
@Injectable()
export class AccessLinksRepository extends DatabaseRepository {
  async insert(
    manager: EntityManager,
    token: Pick<AccessToken, 'registrationId' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await manager.insert(AccessToken, token);
  }

  /** The registration made with this address (already trimmed and lower-cased), if any. */
  registrationByEmail(manager: EntityManager, email: string): Promise<Registration | null> {
    return manager.findOneBy(Registration, { email });
  }

  /** The unexpired token with this hash, with the registration it opens. */
  unexpired(tokenHash: string, now: Date): Promise<AccessToken | null> {
    return this.dataSource.getRepository(AccessToken).findOne({
      where: { tokenHash, expiresAt: MoreThan(now) },
      relations: { registration: true },
    });
  }

  /** Ends every link of the registration at `at`, inside the caller's transaction. */
  async expireAll(manager: EntityManager, registrationId: string, at: Date): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(AccessToken)
      .set({ expiresAt: () => 'LEAST(expires_at, :at)' })
      .where('registration_id = :registrationId', { registrationId })
      .setParameters({ at })
      .execute();
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(AccessToken).update({ id }, { lastUsedAt: at });
  }
}
