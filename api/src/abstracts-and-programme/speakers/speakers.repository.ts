import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRow } from '../../platform/common/insert-row.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';
import { InvitedSpeakerRow } from './invited-speaker.entity.js';

export type InvitedSpeakerValues = Pick<
  InvitedSpeakerRow,
  'name' | 'affiliation' | 'email' | 'topic' | 'biography'
>;

@Injectable()
export class SpeakersRepository extends DatabaseRepository {
  list(manager: EntityManager = this.manager): Promise<InvitedSpeakerRow[]> {
    return manager.find(InvitedSpeakerRow, { order: { position: 'ASC', id: 'ASC' } });
  }

  find(id: string, manager: EntityManager = this.manager): Promise<InvitedSpeakerRow | null> {
    return manager.findOne(InvitedSpeakerRow, {
      where: { id },
      lock: manager === this.manager ? undefined : { mode: 'pessimistic_write' },
    });
  }

  /** Adds the speaker after the others. */
  async insert(manager: EntityManager, values: InvitedSpeakerValues): Promise<string> {
    const last = await manager
      .createQueryBuilder(InvitedSpeakerRow, 'speaker')
      .setLock('pessimistic_write')
      .select('MAX(speaker.position)', 'position')
      .getRawOne<{ position: number | null }>();
    return insertRow(manager, InvitedSpeakerRow, {
      ...values,
      position: Number(last?.position ?? 0) + 1,
    });
  }

  async update(
    manager: EntityManager,
    id: string,
    values: Partial<InvitedSpeakerValues & Pick<InvitedSpeakerRow, 'photoFileId' | 'position'>>,
  ): Promise<void> {
    await manager.update(InvitedSpeakerRow, { id }, values);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(InvitedSpeakerRow, { id });
  }
}
