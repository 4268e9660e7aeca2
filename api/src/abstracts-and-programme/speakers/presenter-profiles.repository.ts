import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { PresenterProfileRow } from './presenter-profile.entity.js';

export type PresenterProfileValues = Pick<PresenterProfileRow, 'biography' | 'photoFileId'>;

@Injectable()
export class PresenterProfilesRepository extends DatabaseRepository {
  /** Every profile that gives something, by abstract. */
  list(): Promise<PresenterProfileRow[]> {
    return this.manager.find(PresenterProfileRow, { order: { abstractId: 'ASC' } });
  }

  /** The abstract's profile, locked until the caller's transaction ends when a manager is given. */
  find(abstractId: string, manager?: EntityManager): Promise<PresenterProfileRow | null> {
    if (!manager) return this.manager.findOneBy(PresenterProfileRow, { abstractId });
    return manager.findOne(PresenterProfileRow, {
      where: { abstractId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Keeps the values as the abstract's profile; one that gives nothing any more goes. */
  async save(
    manager: EntityManager,
    abstractId: string,
    values: PresenterProfileValues,
  ): Promise<void> {
    if (values.biography === null && values.photoFileId === null) {
      await manager.delete(PresenterProfileRow, { abstractId });
      return;
    }
    await manager.upsert(PresenterProfileRow, { abstractId, ...values }, ['abstractId']);
  }
}
