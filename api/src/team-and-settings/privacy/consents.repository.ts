import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  consentKeyLabels,
  type Clock,
  type ConsentKey,
  type ConsentSubject,
  type ConsentView,
} from '@caawg11/conference';
import { CLOCK } from '../../platform/config/clock.token.js';
import { DatabaseRepository } from '../../platform/database/database-repository.js';

/** One answer to store: what was asked, and whether the person agreed. */
export interface ConsentAnswer {
  key: ConsentKey;
  given: boolean;
}

/** Each consent with the notice version shown and the time, kept beside the record it came with. */
@Injectable()
export class ConsentsRepository extends DatabaseRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(dataSource);
  }

  /**
   * Writes, in the caller's transaction (so they commit with the record), the form's own
   * answers and, when the form sent the version of the notice it showed, that the notice was
   * shown. A client that sent no version (one built before versions) stores its answers with
   * none, rather than claim a notice it may not have shown.
   */
  async recordForm(
    manager: EntityManager,
    subject: ConsentSubject,
    subjectId: string,
    noticeVersion: string | undefined,
    answers: readonly ConsentAnswer[] = [],
  ): Promise<void> {
    const version = noticeVersion || null;
    const all: ConsentAnswer[] = [
      ...(version ? [{ key: 'privacy-notice' as const, given: true }] : []),
      ...answers,
    ];
    await this.record(manager, subject, subjectId, all, version, this.clock.now());
  }

  private async record(
    manager: EntityManager,
    subject: ConsentSubject,
    subjectId: string,
    answers: readonly ConsentAnswer[],
    noticeVersion: string | null,
    givenAt: Date,
  ): Promise<void> {
    if (answers.length === 0) return;
    await manager.query(
      `INSERT INTO consents (subject_kind, subject_id, consent_key, given, notice_version, given_at)
       VALUES ${answers.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      answers.flatMap((answer) => [
        subject,
        subjectId,
        answer.key,
        answer.given,
        noticeVersion,
        givenAt,
      ]),
    );
  }

  forSubject(subject: ConsentSubject, subjectId: string): Promise<ConsentView[]> {
    return consentsOf(this.dataSource.manager, subject, subjectId);
  }
}

/** The consents stored with one record, oldest first, read with the given manager. */
export async function consentsOf(
  manager: EntityManager,
  subject: ConsentSubject,
  subjectId: string,
): Promise<ConsentView[]> {
  const rows = await manager.query<
    { consent_key: ConsentKey; given: number; notice_version: string | null; given_at: Date }[]
  >(
    `SELECT consent_key, given, notice_version, given_at FROM consents
        WHERE subject_kind = ? AND subject_id = ? ORDER BY given_at, id`,
    [subject, subjectId],
  );
  return rows.map((row) => ({
    key: row.consent_key,
    label: consentKeyLabels[row.consent_key] ?? row.consent_key,
    given: Boolean(Number(row.given)),
    noticeVersion: row.notice_version,
    givenAt: row.given_at.toISOString(),
  }));
}
