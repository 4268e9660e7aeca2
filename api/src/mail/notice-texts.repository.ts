import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NoticeText, NoticeTextKey } from '@caawg11/conference';
import { NoticeTextEntry } from './notice-text.entity.js';
import { DatabaseRepository } from '../database/database-repository.js';

/** The organisers' edited notice texts; a notice without a row uses its default text. */
@Injectable()
export class NoticeTextsRepository extends DatabaseRepository {
  /** Every edited text, by notice. */
  entries(): Promise<NoticeTextEntry[]> {
    return this.dataSource.getRepository(NoticeTextEntry).find({ order: { notice: 'ASC' } });
  }

  entry(manager: EntityManager, key: NoticeTextKey): Promise<NoticeTextEntry | null> {
    return manager.findOneBy(NoticeTextEntry, { notice: key });
  }

  async save(
    manager: EntityManager,
    key: NoticeTextKey,
    text: NoticeText,
    updatedByEmail: string,
  ): Promise<void> {
    await manager.upsert(
      NoticeTextEntry,
      { notice: key, ...text, updatedByEmail: updatedByEmail.slice(0, 254) },
      ['notice'],
    );
  }

  /** Back to the default text. */
  async remove(manager: EntityManager, key: NoticeTextKey): Promise<void> {
    await manager.delete(NoticeTextEntry, { notice: key });
  }
}
