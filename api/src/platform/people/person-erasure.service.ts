import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  erasedPersonEmail,
  erasedPersonName,
  peopleMessages,
  type ErasureResult,
  type PersonRecordKind,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { ApiError } from '../common/api-error.js';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage.js';
import { PersonDataRegistry } from './person-data.registry.js';
import type { ErasureContext, Row } from './person-kind.js';
import { PeopleService } from './people.service.js';
import { redactorFor } from './redaction.js';

type ItemState = 'pending' | 'anonymised' | 'done';

/** How long an erasure waits for another one to finish before answering that it is busy. */
const erasureLockWaitSeconds = 60;

interface ErasureItem {
  position: number;
  kind: PersonRecordKind;
  recordId: string;
  state: ItemState;
}

function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Erases a person: every record that names them is anonymised in a transaction of its own and
 * their files are deleted after it commits. The job and its records are written first, so a
 * crash half way is finished by the next erasure (of anyone), never left half done.
 */
@Injectable()
export class PersonErasureService {
  private readonly logger = new Logger(PersonErasureService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly personData: PersonDataRegistry,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly people: PeopleService,
    private readonly audit: AuditService,
  ) {}

  async erase(email: string, reason: string, actor: AuditActor): Promise<ErasureResult> {
    const address = this.people.addressOf(email);
    return this.oneAtATime(async () => {
      await this.resumeUnfinished();
      return this.start(address, reason, actor);
    });
  }

  /** Finishes every erasure a crash or a failure left running, one process at a time. */
  resumeLeftRunning(): Promise<void> {
    return this.oneAtATime(() => this.resumeUnfinished());
  }

  /**
   * Erasures run one at a time across api replicas (a MySQL named lock, freed by the server if
   * the process dies), so two erasures of one person never race over the same records.
   */
  private async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const lockName = `person-erasure:${String(this.dataSource.options.database)}`.slice(0, 64);
    const runner = this.dataSource.createQueryRunner('master');
    try {
      const [acquired] = await runner.manager.query<{ acquired: number | string | null }[]>(
        'SELECT GET_LOCK(?, ?) AS acquired',
        [lockName, erasureLockWaitSeconds],
      );
      if (Number(acquired?.acquired) !== 1) {
        throw new ApiError(HttpStatus.CONFLICT, peopleMessages.erasureBusy);
      }
      try {
        return await work();
      } finally {
        await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
      }
    } finally {
      await runner.release();
    }
  }

  private async start(address: string, reason: string, actor: AuditActor): Promise<ErasureResult> {
    const erasureId = await this.dataSource.transaction(async (manager) => {
      const held = await this.people.find(address, manager);
      if (held.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, peopleMessages.nothingHeld);
      const personalValues = [
        ...new Set([address, ...held.flatMap((record) => record.personalValues ?? [])]),
      ];
      const result: { insertId: number } = await manager.query(
        `INSERT INTO person_erasures
           (reason, requested_by_user_id, requested_by_email, client_address, personal_values)
         VALUES (?, ?, ?, ?, ?)`,
        [
          reason,
          actor.userId,
          actor.email.slice(0, 254),
          actor.clientAddress?.slice(0, 64) ?? null,
          JSON.stringify(personalValues),
        ],
      );
      // An organiser may name the person in the reason: it is kept, and audited, without them.
      const redactedReason = redactorFor(personalValues, {
        name: erasedPersonName(result.insertId),
        email: erasedPersonEmail(result.insertId),
      }).redactText(reason);
      await manager.query('UPDATE person_erasures SET reason = ? WHERE id = ?', [
        redactedReason,
        result.insertId,
      ]);
      await manager.query(
        'INSERT INTO person_erasure_items (erasure_id, position, kind, record_id) VALUES ?',
        [held.map((record, position) => [result.insertId, position, record.kind, record.id])],
      );
      return result.insertId;
    });
    return this.complete(erasureId);
  }

  private async resumeUnfinished(): Promise<void> {
    const running: Row[] = await this.dataSource.query(
      `SELECT id FROM person_erasures WHERE state = 'running' ORDER BY id`,
    );
    for (const row of running) {
      this.logger.warn(`Resuming erasure ${String(row.id)}, left unfinished`);
      await this.complete(Number(row.id));
    }
  }

  private async complete(erasureId: number): Promise<ErasureResult> {
    const [job] = await this.dataSource.query<Row[]>('SELECT * FROM person_erasures WHERE id = ?', [
      erasureId,
    ]);
    if (!job) throw new Error(`No erasure ${erasureId}`);
    if (job.state === 'running') {
      const context = this.contextFor(erasureId, parsedJson<string[]>(job.personal_values ?? '[]'));
      for (const item of await this.itemsOf(erasureId)) {
        if (item.state === 'pending') await this.anonymise(erasureId, item, context);
        if (item.state !== 'done') await this.deleteFiles(erasureId, item.position);
      }
      await this.finish(erasureId);
    }
    return {
      success: true,
      message: peopleMessages.erased,
      marker: erasedPersonName(erasureId),
      counts: await this.countsOf(this.dataSource.manager, erasureId),
    };
  }

  private contextFor(erasureId: number, personalValues: readonly string[]): ErasureContext {
    const name = erasedPersonName(erasureId);
    const email = erasedPersonEmail(erasureId);
    const lowerCased = personalValues.map((value) => value.toLowerCase());
    return {
      erasureId,
      name,
      email,
      personalValues: lowerCased,
      ...redactorFor(personalValues, { name, email }),
    };
  }

  private async itemsOf(erasureId: number): Promise<ErasureItem[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT position, kind, record_id, state FROM person_erasure_items
        WHERE erasure_id = ? ORDER BY position`,
      [erasureId],
    );
    return rows.map((row) => ({
      position: Number(row.position),
      kind: row.kind as PersonRecordKind,
      recordId: String(row.record_id),
      state: row.state as ItemState,
    }));
  }

  /**
   * One record in one transaction. The connection carries the erasure's id while it runs: the
   * audit log's trigger lets an entry be redacted only then, and only naming this erasure.
   */
  private async anonymise(
    erasureId: number,
    item: ErasureItem,
    context: ErasureContext,
  ): Promise<void> {
    const kind = this.personData.kinds().find((candidate) => candidate.kind === item.kind);
    if (!kind) throw new Error(`No eraser for records of kind ${item.kind}`);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SET @person_erasure_id = ?', [erasureId]);
      await runner.startTransaction();
      try {
        const [locked] = await runner.manager.query<Row[]>(
          `SELECT state FROM person_erasure_items
            WHERE erasure_id = ? AND position = ? FOR UPDATE`,
          [erasureId, item.position],
        );
        if (locked?.state === 'pending') {
          const fileKeys = await kind.erase(runner.manager, item.recordId, context);
          await runner.query(
            `UPDATE person_erasure_items SET state = 'anonymised', file_keys = ?
              WHERE erasure_id = ? AND position = ?`,
            [JSON.stringify(fileKeys), erasureId, item.position],
          );
        }
        await runner.commitTransaction();
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      }
    } finally {
      // The variable must not outlive the erasure on a pooled connection.
      await runner.query('SET @person_erasure_id = NULL').catch(() => undefined);
      await runner.release();
    }
  }

  /** After the record's commit: its files leave storage (removing a missing file is no error). */
  private async deleteFiles(erasureId: number, position: number): Promise<void> {
    const [row] = await this.dataSource.query<Row[]>(
      `SELECT file_keys FROM person_erasure_items WHERE erasure_id = ? AND position = ?`,
      [erasureId, position],
    );
    for (const key of parsedJson<string[] | null>(row?.file_keys ?? null) ?? []) {
      await this.storage.remove(key);
    }
    await this.dataSource.query(
      `UPDATE person_erasure_items SET state = 'done', file_keys = NULL
        WHERE erasure_id = ? AND position = ?`,
      [erasureId, position],
    );
  }

  private async countsOf(
    manager: EntityManager,
    erasureId: number,
  ): Promise<Partial<Record<PersonRecordKind, number>>> {
    const rows: Row[] = await manager.query(
      `SELECT kind, COUNT(*) AS count FROM person_erasure_items WHERE erasure_id = ?
        GROUP BY kind ORDER BY kind`,
      [erasureId],
    );
    return Object.fromEntries(rows.map((row) => [String(row.kind), Number(row.count)]));
  }

  /** Audits the erasure (who, when, why, how many of each kind: nothing of the person). */
  private async finish(erasureId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [job] = await manager.query<Row[]>(
        'SELECT * FROM person_erasures WHERE id = ? FOR UPDATE',
        [erasureId],
      );
      if (!job || job.state !== 'running') return;
      const actorUserId = job.requested_by_user_id as string | number | null;
      await this.audit.record(
        {
          userId: actorUserId === null ? null : String(actorUserId),
          email: String(job.requested_by_email),
          clientAddress: job.client_address as string | null,
        },
        {
          action: 'person.erased',
          entityType: 'person',
          entityId: String(erasureId),
          after: {
            marker: erasedPersonName(erasureId),
            reason: job.reason,
            counts: await this.countsOf(manager, erasureId),
          },
        },
        manager,
      );
      await manager.query(
        `UPDATE person_erasures
            SET state = 'done', personal_values = NULL, finished_at = CURRENT_TIMESTAMP(3)
          WHERE id = ?`,
        [erasureId],
      );
    });
  }
}
