import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger, PayloadTooLargeException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { maxUploadBytes, messages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { insertRow } from '../common/insert-row.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import {
  fileKinds,
  hasSignature,
  kindOfFileName,
  signatureLength,
  type FileKind,
} from './file-kinds.js';
import { StoredFile, type StoredFilePurpose } from './stored-file.entity.js';
import { zipEntryNames } from './zip-entries.js';

/** What an upload must be to be kept, and the form field and messages of a refusal. */
export interface UploadPolicy {
  purpose: StoredFilePurpose;
  /** The form field the file came in; refusals are reported under it. */
  field: string;
  allowed: readonly FileKind[];
  typeMessage: string;
  sizeMessage: string;
}

/** A file part as the upload interceptor hands it over (MultipartFileStream has this shape). */
export interface IncomingUpload {
  originalname: string;
  stream: Readable;
}

/** An upload that passed every check and sits in storage, not yet recorded in the database. */
export interface ReceivedFile {
  purpose: StoredFilePurpose;
  storageKey: string;
  originalName: string;
  kind: FileKind;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

class UploadTooLarge extends Error {}

/** Counts, hashes and keeps the first bytes of an upload as it streams past. */
class UploadMeter extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(new UploadTooLarge());
      return;
    }
    if (this.head.length < signatureLength) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, signatureLength - this.head.length)]);
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}

/** The visitor's file name, without any path, control characters or excess length. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return (cleaned || 'file').slice(0, 255);
}

function isFileSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === 'string';
}

/**
 * Receives uploads: streams each to a temporary file while counting and hashing it, refuses it
 * unless its name AND its content are of an allowed kind and it is at most 5 MB, then moves it
 * into storage under a random key. Whoever stores a file also discards it again when the
 * request fails afterwards (`withUpload` does both).
 */
@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** Refuses a file whose name is not of an allowed kind, before any of it is read. */
  checkName(upload: IncomingUpload, policy: UploadPolicy): FileKind {
    const kind = kindOfFileName(upload.originalname, policy.allowed);
    if (!kind) throw ApiError.validation({ [policy.field]: policy.typeMessage });
    return kind;
  }

  /** Receives, checks and stores an upload; throws the policy's refusal and keeps nothing otherwise. */
  async storeUpload(upload: IncomingUpload, policy: UploadPolicy): Promise<ReceivedFile> {
    const kind = this.checkName(upload, policy);
    await mkdir(this.storage.incomingDir, { recursive: true, mode: 0o700 });
    const tempPath = join(this.storage.incomingDir, randomBytes(16).toString('hex'));
    const meter = new UploadMeter(maxUploadBytes);
    try {
      await pipeline(
        upload.stream,
        meter,
        createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }),
      );
    } catch (error) {
      await rm(tempPath, { force: true });
      throw this.receiveFailure(error, policy);
    }
    try {
      if (!(await this.contentIs(kind, tempPath, meter))) {
        throw ApiError.validation({ [policy.field]: policy.typeMessage });
      }
      const storageKey = randomBytes(16).toString('hex');
      await this.storage.putFromTempFile(storageKey, tempPath);
      return {
        purpose: policy.purpose,
        storageKey,
        originalName: cleanFileName(upload.originalname),
        kind,
        contentType: fileKinds[kind].contentType,
        sizeBytes: meter.bytes,
        sha256: meter.sha256(),
      };
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  /** Records a received file in the caller's transaction; returns the new StoredFile id. */
  record(manager: EntityManager, file: ReceivedFile): Promise<string> {
    return insertRow(manager, StoredFile, {
      purpose: file.purpose,
      storageKey: file.storageKey,
      originalName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    });
  }

  /** Removes a received file whose request failed. Never throws: it runs while another error is on its way. */
  async discard(file: ReceivedFile): Promise<void> {
    try {
      await this.storage.remove(file.storageKey);
    } catch (error) {
      this.logger.error(
        `Could not remove the stored file ${file.storageKey} of a refused request: ${String(error)}`,
      );
    }
  }

  /**
   * Stores an upload and hands it to `work` (which records it with the rest of the request in
   * one transaction); if `work` fails, the stored file is removed again.
   */
  async withUpload<T>(
    upload: IncomingUpload,
    policy: UploadPolicy,
    work: (file: ReceivedFile) => Promise<T>,
  ): Promise<T> {
    const file = await this.storeUpload(upload, policy);
    try {
      return await work(file);
    } catch (error) {
      await this.discard(file);
      throw error;
    }
  }

  /** Opens a stored file for reading, e.g. to send it through a signed link. */
  open(file: Pick<StoredFile, 'storageKey'>): Promise<Readable> {
    return this.storage.open(file.storageKey);
  }

  private async contentIs(kind: FileKind, path: string, meter: UploadMeter): Promise<boolean> {
    if (!hasSignature(kind, meter.head)) return false;
    if (kind !== 'docx') return true;
    const handle = await open(path, 'r');
    try {
      const names = await zipEntryNames(meter.bytes, async (position, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      });
      return names?.includes('word/document.xml') ?? false;
    } finally {
      await handle.close();
    }
  }

  private receiveFailure(error: unknown, policy: UploadPolicy): Error {
    // The interceptor fails the stream with PayloadTooLargeException past its limit; our meter
    // fails it with UploadTooLarge for any other source.
    const tooLarge = error instanceof UploadTooLarge || error instanceof PayloadTooLargeException;
    if (tooLarge) return ApiError.validation({ [policy.field]: policy.sizeMessage });
    // A disk problem is ours to fix (HTTP 500, logged); anything else is an upload cut short.
    if (isFileSystemError(error)) return error as Error;
    return ApiError.validation({ [policy.field]: messages.uploadIncomplete });
  }
}
