import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Language, NoticeText, NoticeTextKey } from '@caawg11/conference';
import { NoticeTextEntry } from './notice-text.entity.js';
import { DatabaseRepository } from '../database/database-repository.js';

/**
 * The organisers' edited notice texts, one per notice and language; a notice without a row in
 * a language uses that language's default text.
 */
@Injectable()
export class NoticeTextsRepository extends DatabaseRepository {
  /** Every edited text in a language, by notice. */
  entries(language: Language): Promise<NoticeTextEntry[]> {
    return this.dataSource
      .getRepository(NoticeTextEntry)
      .find({ where: { language }, order: { notice: 'ASC' } });
  }

  entry(
    manager: EntityManager,
    key: NoticeTextKey,
    language: Language,
  ): Promise<NoticeTextEntry | null> {
    return manager.findOneBy(NoticeTextEntry, { notice: key, language });
  }

  async save(
    manager: EntityManager,
    key: NoticeTextKey,
    language: Language,
    text: NoticeText,
    updatedByEmail: string,
  ): Promise<void> {
    await manager.upsert(
      NoticeTextEntry,
      { notice: key, language, ...text, updatedByEmail: updatedByEmail.slice(0, 254) },
      ['notice', 'language'],
    );
  }

  /** Back to the language's default text. */
  async remove(manager: EntityManager, key: NoticeTextKey, language: Language): Promise<void> {
    await manager.delete(NoticeTextEntry, { notice: key, language });
  }
}
