import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../inbox/inbox.service.js';
import { MembershipApplication } from './membership-application.entity.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** What an application is stored with; its status, assignee and timestamps start as defaults. */
export type NewMembershipApplication = Omit<
  MembershipApplication,
  'id' | 'status' | 'assigneeUserId' | 'createdAt' | 'updatedAt'
>;

/**
 * The membership applications in the database. The inbox's list, status, assignment and note
 * queries are the shared inbox toolkit's, run through {@link MembershipRepository.manager}.
 */
@Injectable()
export class MembershipRepository extends DatabaseRepository implements InboxDatabase {
  /** A new application, in the caller's transaction; answers its id. */
  insert(manager: EntityManager, values: NewMembershipApplication): Promise<string> {
    return insertRow(manager, MembershipApplication, values);
  }
}
