import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../../inboxes/inbox/inbox.service.js';
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
