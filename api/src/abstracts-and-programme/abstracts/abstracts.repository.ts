import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../../inboxes/inbox/inbox.service.js';
import type { AbstractAuthor, CheckedAuthor } from '@caawg11/conference';
import { AbstractAuthorRow } from './abstract-author.entity.js';
import { AbstractSubmission } from './abstract-submission.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** What a submission is stored with; its review, decision and timestamps start as defaults. */
export type NewAbstractSubmission = Pick<
  AbstractSubmission,
  | 'fullName'
  | 'affiliation'
  | 'email'
  | 'visitorLanguage'
  | 'phone'
  | 'abstractTitle'
  | 'subtheme'
  | 'language'
  | 'presentationType'
  | 'abstractText'
  | 'abstractTextSource'
  | 'keywords'
  | 'comments'
  | 'fileId'
>;

/**
 * The submitted abstracts in the database. The inbox's list, status, assignment and note
 * queries are the shared inbox toolkit's, run through {@link AbstractsRepository.manager}.
 */
@Injectable()
export class AbstractsRepository extends DatabaseRepository implements InboxDatabase {
  /** A new submission, in the caller's transaction; answers its id. */
  insert(manager: EntityManager, values: NewAbstractSubmission): Promise<string> {
    return insertRow(manager, AbstractSubmission, values);
  }

  /** An abstract's authors, in the caller's transaction, numbered from 1 in the order given. */
  async insertAuthors(
    manager: EntityManager,
    abstractId: string,
    authors: readonly CheckedAuthor[],
  ): Promise<void> {
    // One statement for the whole list, without TypeORM's reload of each row's defaults.
    await manager
      .createQueryBuilder()
      .insert()
      .into(AbstractAuthorRow)
      .values(
        authors.map((author, index) => ({
          abstractId,
          position: index + 1,
          name: author.name,
          affiliation: author.affiliation,
          country: author.country ?? null,
          email: author.email ?? null,
          presenting: author.presenting,
        })),
      )
      .updateEntity(false)
      .execute();
  }

  /** An abstract's authors in order, the presenting one marked. */
  async authorsOf(abstractId: string): Promise<AbstractAuthor[]> {
    return (await this.authorsOfMany([abstractId])).get(String(abstractId)) ?? [];
  }

  /**
   * The authors of each of the given abstracts, in order, in one query; an abstract with none
   * stored is absent from the map.
   */
  async authorsOfMany(
    abstractIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, CheckedAuthor[]>> {
    const byAbstract = new Map<string, CheckedAuthor[]>();
    if (abstractIds.length === 0) return byAbstract;
    const rows = await manager.getRepository(AbstractAuthorRow).find({
      where: { abstractId: In([...new Set(abstractIds.map(String))]) },
      order: { abstractId: 'ASC', position: 'ASC' },
    });
    for (const row of rows) {
      const id = String(row.abstractId);
      const list = byAbstract.get(id) ?? [];
      list.push({
        name: row.name,
        affiliation: row.affiliation,
        ...(row.country ? { country: row.country } : {}),
        ...(row.email ? { email: row.email } : {}),
        presenting: Boolean(row.presenting),
      });
      byAbstract.set(id, list);
    }
    return byAbstract;
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(AbstractSubmission).count();
  }

  /** The id of the stored file an abstract was submitted with, or null for no such abstract. */
  async fileIdOf(id: string): Promise<string | null> {
    const row = await this.dataSource
      .getRepository(AbstractSubmission)
      .findOne({ select: { fileId: true }, where: { id } });
    return row ? String(row.fileId) : null;
  }
}
