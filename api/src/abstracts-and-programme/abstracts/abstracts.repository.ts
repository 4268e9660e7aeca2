import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
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
    const rows = await this.dataSource
      .getRepository(AbstractAuthorRow)
      .find({ where: { abstractId }, order: { position: 'ASC' } });
    return rows.map((row) => ({
      name: row.name,
      affiliation: row.affiliation,
      ...(row.country ? { country: row.country } : {}),
      ...(row.email ? { email: row.email } : {}),
      presenting: row.presenting,
    }));
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
