import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { insertRow } from '../../platform/common/insert-row.js';
import type { InboxDatabase } from '../../inboxes/inbox/inbox.service.js';
import {
  presentingAuthor,
  type AbstractAuthor,
  type AbstractTextSource,
  type CheckedAuthor,
  type CommitteeAuthor,
  type Language,
} from '@caawg11/conference';
import { AbstractAccessToken } from './abstract-access-token.entity.js';
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

/** An erased abstract's page links go: the page they open no longer belongs to anyone. */
export async function forgetAbstractAccessLinks(db: EntityManager, abstractId: string) {
  await db.query('DELETE FROM abstract_access_tokens WHERE abstract_id = ?', [abstractId]);
}

/**
 * The address of each given abstract's presenter, lower-cased, by abstract id, picked as
 * {@link AbstractsRepository.acceptedPresenters} picks it, whatever the abstract's state: for
 * the records another feature keeps about the presenter, found and erased by that address.
 */
export async function presenterAddressesOf(
  db: EntityManager,
  abstractIds: readonly string[],
): Promise<Map<string, string>> {
  const addresses = new Map<string, string>();
  if (abstractIds.length === 0) return addresses;
  const ids = [...new Set(abstractIds.map(String))];
  const [abstracts, authors] = await Promise.all([
    db.getRepository(AbstractSubmission).find({
      select: { id: true, email: true },
      where: { id: In(ids) },
    }),
    db.getRepository(AbstractAuthorRow).find({
      where: { abstractId: In(ids) },
      order: { abstractId: 'ASC', position: 'ASC' },
    }),
  ]);
  for (const abstract of abstracts) {
    const id = String(abstract.id);
    const listed = authors
      .filter((author) => String(author.abstractId) === id)
      .map((author) => ({
        name: author.name,
        affiliation: author.affiliation,
        ...(author.email ? { email: author.email } : {}),
        presenting: Boolean(author.presenting),
      }));
    const address = presentingAuthor(listed)?.email ?? abstract.email;
    addresses.set(id, address.toLowerCase());
  }
  return addresses;
}

/** An author as stored: with a co-author's link to say it is not them, and their answer. */
export type StoredAuthor = CheckedAuthor & {
  notMeTokenHash?: string | null;
  disownedAt?: Date | null;
};

/** What its author may change on their page; each left out stays as it is. */
export interface AuthorChanges {
  abstractTitle?: string;
  abstractText?: string | null;
  abstractTextSource?: AbstractTextSource | null;
  keywords?: string[] | null;
  fileId?: string;
  changedAfterReviewAt?: Date;
}

/** Who presents an accepted abstract: its certificate and the announcements to presenters. */
export interface AcceptedPresenter {
  abstractId: string;
  title: string;
  name: string;
  /** Lower-cased, as the authors' addresses are stored. */
  email: string;
  /** The abstract's visitor language: the one its e-mails are written in. */
  language: Language;
}

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
    authors: readonly StoredAuthor[],
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
          notMeTokenHash: author.notMeTokenHash ?? null,
          disownedAt: author.disownedAt ?? null,
        })),
      )
      .updateEntity(false)
      .execute();
  }

  /** An abstract's authors in order, the presenting one marked. */
  async authorsOf(abstractId: string): Promise<AbstractAuthor[]> {
    return (await this.authorsOfMany([abstractId])).get(String(abstractId)) ?? [];
  }

  /** An abstract's authors in order, each marked who has said they are not one of them. */
  async authorsForCommittee(abstractId: string): Promise<CommitteeAuthor[]> {
    const rows = await this.dataSource.getRepository(AbstractAuthorRow).find({
      where: { abstractId: String(abstractId) },
      order: { position: 'ASC' },
    });
    return rows.map((row) => ({
      ...authorOf(row),
      ...(row.disownedAt ? { disowned: true as const } : {}),
    }));
  }

  /** The author a co-author's link names, locked until the caller's transaction ends when a manager is given. */
  authorByNotMeToken(
    tokenHash: string,
    manager?: EntityManager,
  ): Promise<AbstractAuthorRow | null> {
    const where = { notMeTokenHash: tokenHash };
    if (!manager) return this.dataSource.getRepository(AbstractAuthorRow).findOneBy(where);
    return manager
      .getRepository(AbstractAuthorRow)
      .findOne({ where, lock: { mode: 'pessimistic_write' } });
  }

  async markDisowned(manager: EntityManager, authorId: string, at: Date): Promise<void> {
    await manager.getRepository(AbstractAuthorRow).update({ id: authorId }, { disownedAt: at });
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
      list.push(authorOf(row));
      byAbstract.set(id, list);
    }
    return byAbstract;
  }

  /**
   * The presenting authors of the accepted abstracts not withdrawn, among the given ones (every
   * accepted abstract when none are given), by abstract id. The author marked presenting, else
   * the first; the submitter for an abstract with no authors stored. A presenter without an
   * address is reached at the submitter's, who gave the list.
   */
  async acceptedPresenters(
    manager: EntityManager,
    among?: readonly string[],
  ): Promise<AcceptedPresenter[]> {
    if (among?.length === 0) return [];
    const accepted = { decision: In(['oral', 'poster']), ...(among ? { id: In([...among]) } : {}) };
    const abstracts = await manager.getRepository(AbstractSubmission).find({
      select: { id: true, abstractTitle: true, fullName: true, email: true, visitorLanguage: true },
      where: [
        { ...accepted, authorResponse: IsNull() },
        { ...accepted, authorResponse: Not('withdrawn') },
      ],
      order: { id: 'ASC' },
    });
    const authors = await this.authorsOfMany(
      abstracts.map((abstract) => abstract.id),
      manager,
    );
    return abstracts.map((abstract) => {
      const id = String(abstract.id);
      const presenter = presentingAuthor(authors.get(id) ?? []);
      return {
        abstractId: id,
        title: abstract.abstractTitle,
        name: presenter?.name ?? abstract.fullName,
        email: (presenter?.email ?? abstract.email).toLowerCase(),
        language: abstract.visitorLanguage,
      };
    });
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

  /** The abstract, locked until the caller's transaction ends when a manager is given. */
  async find(id: string, manager?: EntityManager): Promise<AbstractSubmission | null> {
    if (!manager) return this.dataSource.getRepository(AbstractSubmission).findOneBy({ id });
    return manager
      .getRepository(AbstractSubmission)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The abstracts submitted with this address (trimmed and lower-cased), oldest first. */
  submittedBy(manager: EntityManager, email: string): Promise<AbstractSubmission[]> {
    return manager
      .getRepository(AbstractSubmission)
      .find({ where: { email }, order: { id: 'ASC' } });
  }

  /** Its author's changes, in the caller's transaction. */
  async changeByAuthor(manager: EntityManager, id: string, changes: AuthorChanges): Promise<void> {
    await manager.getRepository(AbstractSubmission).update({ id }, changes);
  }

  /**
   * The abstract's authors replaced by the list given, in the caller's transaction. An author
   * kept with the same address keeps their link to say it is not them, and what they said.
   */
  async replaceAuthors(
    manager: EntityManager,
    abstractId: string,
    authors: readonly StoredAuthor[],
  ): Promise<void> {
    const repository = manager.getRepository(AbstractAuthorRow);
    const before = await repository.find({ where: { abstractId } });
    const told = new Map<string, AbstractAuthorRow>();
    for (const row of before) {
      if (row.email && row.notMeTokenHash && !told.has(row.email)) told.set(row.email, row);
    }
    await repository.delete({ abstractId });
    await this.insertAuthors(
      manager,
      abstractId,
      authors.map((author) => {
        const earlier = author.email ? told.get(author.email) : undefined;
        if (!earlier) return author;
        told.delete(author.email ?? '');
        return {
          ...author,
          notMeTokenHash: earlier.notMeTokenHash,
          disownedAt: earlier.disownedAt,
        };
      }),
    );
  }

  /** The author at this place (from 0) in the list presents; the others do not. */
  async markPresenting(manager: EntityManager, abstractId: string, index: number): Promise<void> {
    const rows = await manager.getRepository(AbstractAuthorRow).find({
      select: { position: true },
      where: { abstractId },
      order: { position: 'ASC' },
    });
    const chosen = rows[index];
    if (!chosen) throw new Error(`Abstract ${abstractId} has no author at index ${index}`);
    await manager.query(
      'UPDATE abstract_authors SET presenting = (position = ?) WHERE abstract_id = ?',
      [chosen.position, abstractId],
    );
  }

  async insertAccessToken(
    manager: EntityManager,
    token: Pick<AbstractAccessToken, 'abstractId' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await manager.insert(AbstractAccessToken, token);
  }

  /** The unexpired page link with this hash. */
  unexpiredAccessToken(tokenHash: string, now: Date): Promise<AbstractAccessToken | null> {
    return this.dataSource
      .getRepository(AbstractAccessToken)
      .findOneBy({ tokenHash, expiresAt: MoreThan(now) });
  }

  async markAccessTokenUsed(id: string, at: Date): Promise<void> {
    await this.dataSource.getRepository(AbstractAccessToken).update({ id }, { lastUsedAt: at });
  }
}

function authorOf(row: AbstractAuthorRow): CheckedAuthor {
  return {
    name: row.name,
    affiliation: row.affiliation,
    ...(row.country ? { country: row.country } : {}),
    ...(row.email ? { email: row.email } : {}),
    presenting: Boolean(row.presenting),
  };
}
