import type { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ZipFile } from 'yazl';
import {
  isEmail,
  normaliseEmail,
  peopleMessages,
  type Clock,
  type PeopleResult,
  type PersonRecordKind,
} from '@caawg11/conference';
import { exportFileName } from '../admin/list-export.js';
import { ApiError } from '../common/api-error.js';
import { CLOCK } from '../config/clock.token.js';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage.js';
import { PersonDataRegistry } from './person-data.registry.js';
import type { HeldRecord } from './person-kind.js';

/** A name every file system accepts, as the person's files are named in the export. */
function safeFileName(text: string): string {
  return (
    text
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'file'
  );
}

/** Everything held about one person: found by address, listed, and exported as a ZIP. */
@Injectable()
export class PeopleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly personData: PersonDataRegistry,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The normalised address, or a 400 naming what is missing. */
  addressOf(email: string | undefined): string {
    const address = normaliseEmail(email ?? '');
    if (!address) throw ApiError.validation({ email: peopleMessages.emailRequired });
    if (!isEmail(address)) throw ApiError.validation({ email: peopleMessages.emailInvalid });
    return address;
  }

  /** Every record of every kind that names the address, kind by kind in the list's order. */
  async find(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<HeldRecord[]> {
    const held: HeldRecord[] = [];
    const search = {
      email,
      idsOf: (kind: PersonRecordKind) =>
        held.filter((record) => record.kind === kind).map((record) => record.id),
      personalValues: () => [email, ...held.flatMap((record) => record.personalValues ?? [])],
    };
    for (const kind of this.personData.kinds()) held.push(...(await kind.find(manager, search)));
    return held;
  }

  async list(email: string | undefined): Promise<PeopleResult> {
    const address = this.addressOf(email);
    const held = await this.find(address);
    return {
      email: address,
      records: held.map(({ kind, id, reference, createdAt, summary }) => ({
        kind,
        id,
        reference,
        createdAt: createdAt.toISOString(),
        summary,
      })),
    };
  }

  /**
   * The person's data as a ZIP: one JSON file per kind of record (every field, readable keys)
   * and their files as uploaded, read one at a time while the archive is sent.
   */
  async export(email: string | undefined): Promise<StreamableFile> {
    const address = this.addressOf(email);
    const held = await this.find(address);
    if (held.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, peopleMessages.nothingHeld);
    return this.zipOf(held);
  }

  zipOf(held: readonly HeldRecord[]): StreamableFile {
    const zip = new ZipFile();
    const byKind = new Map<PersonRecordKind, HeldRecord[]>();
    for (const record of held)
      byKind.set(record.kind, [...(byKind.get(record.kind) ?? []), record]);
    for (const [kind, records] of byKind) {
      const json = JSON.stringify(
        records.map((record) => record.fields),
        null,
        2,
      );
      zip.addBuffer(Buffer.from(json, 'utf8'), `${kind}.json`);
    }
    for (const record of held) {
      const file = record.file;
      if (!file) continue;
      zip.addReadStreamLazy(`files/${record.id} ${safeFileName(file.name)}`, (done) => {
        this.storage.open(file.storageKey).then(
          (stream) => done(null, stream),
          // yazl reads only the error when there is one; it needs no stream then.
          (error: unknown) => done(error, undefined as unknown as Readable),
        );
      });
    }
    zip.end();
    return new StreamableFile(zip.outputStream as Readable, {
      type: 'application/zip',
      disposition: `attachment; filename="${exportFileName('my-data', 'zip', this.clock.now())}"`,
    });
  }
}
