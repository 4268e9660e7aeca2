import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { maxUploadBytes, messages } from '@caawg11/conference';
import { ApiError } from '../common/api-error.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { contentIsOfKind, fileKinds, kindOfFileName, type FileKind } from './file-kinds.js';
import type { StoredFile, StoredFilePurpose } from './stored-file.entity.js';
import { forgetStoredFiles, StoredFilesRepository } from './stored-files.repository.js';
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

/** A file part as it arrives, before any of it is read. */
export interface IncomingUpload {
  originalname: string;
  stream: Readable;
}

/**
 * A file read to its end into a temporary file, counted and hashed, but not yet checked
 * against any policy. The upload interceptor hands it to the route handler once the whole form
 * has been read, whatever the order of its parts.
 */
export interface ReceivedUpload {
  originalname: string;
  /** The temporary file; removed when the request ends unless `accept` moved it into storage. */
  path: string;
  size: number;
  sha256: string;
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

/** An upload past 5 MB. */
export class UploadTooLarge extends Error {}

/** An upload whose stream failed before its end: the client went away or the form was cut short. */
export class UploadCutShort extends Error {}

/** Counts and hashes an upload as it streams past. */
class UploadMeter extends Transform {
  bytes = 0;
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
/** The size of one text field of a multipart form, far past what any field's rule allows. */
export const maxFormFieldBytes = 32 * 1024;

@Injectable()
export class FilesService {
  private readonly logger = new Logger(FilesService.name);

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly storedFiles: StoredFilesRepository,
  ) {}

  /** Refuses a file whose name is not of an allowed kind. */
  checkName(upload: Pick<IncomingUpload, 'originalname'>, policy: UploadPolicy): FileKind {
    const kind = kindOfFileName(upload.originalname, policy.allowed);
    if (!kind) throw ApiError.validation({ [policy.field]: policy.typeMessage });
    return kind;
  }

  /**
   * Streams an upload into a temporary file while counting and hashing it, never holding it
   * whole in memory. Fails with UploadTooLarge past 5 MB; keeps nothing when it fails.
   */
  async receive(upload: IncomingUpload): Promise<ReceivedUpload> {
    await mkdir(this.storage.incomingDir, { recursive: true, mode: 0o700 });
    const path = join(this.storage.incomingDir, randomBytes(16).toString('hex'));
    const meter = new UploadMeter(maxUploadBytes);
    try {
      await pipeline(upload.stream, meter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(path, { force: true });
      // A disk problem is ours to fix (HTTP 500, logged); anything else is an upload cut short.
      if (error instanceof UploadTooLarge || isFileSystemError(error)) throw error;
      throw new UploadCutShort('The upload ended before its end', { cause: error });
    }
    return {
      originalname: upload.originalname,
      path,
      size: meter.bytes,
      sha256: meter.sha256(),
    };
  }

  /** Removes the temporary file of a received upload, if it is still there. */
  async forget(upload: Pick<ReceivedUpload, 'path'>): Promise<void> {
    await rm(upload.path, { force: true });
  }

  /**
   * Checks a received upload against the policy by name AND content and moves it into storage
   * under a random key; throws the policy's refusal and keeps nothing otherwise.
   */
  async accept(upload: ReceivedUpload, policy: UploadPolicy): Promise<ReceivedFile> {
    try {
      const kind = this.checkName(upload, policy);
      if (upload.size > maxUploadBytes) {
        throw ApiError.validation({ [policy.field]: policy.sizeMessage });
      }
      const content = await this.checkContent(kind, upload);
      if (content === 'too-large') {
        throw ApiError.validation({ [policy.field]: messages.wordDocumentTooLarge });
      }
      if (content === 'not-of-kind') {
        throw ApiError.validation({ [policy.field]: policy.typeMessage });
      }
      const storageKey = randomBytes(16).toString('hex');
      await this.storage.putFromTempFile(storageKey, upload.path);
      return {
        purpose: policy.purpose,
        storageKey,
        originalName: cleanFileName(upload.originalname),
        kind,
        contentType: fileKinds[kind].contentType,
        sizeBytes: upload.size,
        sha256: upload.sha256,
      };
    } catch (error) {
      await this.forget(upload);
      throw error;
    }
  }

  /** Receives, checks and stores an upload; throws the policy's refusal and keeps nothing otherwise. */
  async storeUpload(upload: IncomingUpload, policy: UploadPolicy): Promise<ReceivedFile> {
    this.checkName(upload, policy);
    let received: ReceivedUpload;
    try {
      received = await this.receive(upload);
    } catch (error) {
      throw this.receiveFailure(error, policy);
    }
    return this.accept(received, policy);
  }

  /** Records a received file in the caller's transaction; returns the new StoredFile id. */
  record(manager: EntityManager, file: ReceivedFile): Promise<string> {
    return this.storedFiles.insert(manager, {
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
    await this.removeContent(file.storageKey);
  }

  /**
   * Stores an upload and hands it to `work` (which records it with the rest of the request in
   * one transaction); if `work` fails, the stored file is removed again.
   */
  async withUpload<T>(
    upload: ReceivedUpload,
    policy: UploadPolicy,
    work: (file: ReceivedFile) => Promise<T>,
  ): Promise<T> {
    const file = await this.accept(upload, policy);
    try {
      return await work(file);
    } catch (error) {
      await this.discard(file);
      throw error;
    }
  }

  /**
   * Forgets a stored file in the caller's transaction, for a file that was replaced or whose
   * record went; answers its storage key, whose content `removeContent` takes away once the
   * transaction has committed.
   */
  async forgetStored(manager: EntityManager, fileId: string): Promise<string | null> {
    const [storageKey] = await forgetStoredFiles(manager, [fileId]);
    return storageKey ?? null;
  }

  /** Removes a forgotten file's content; a failure is logged, the record being gone already. */
  async removeContent(storageKey: string): Promise<void> {
    try {
      await this.storage.remove(storageKey);
    } catch (error) {
      this.logger.error(`Could not remove the stored file ${storageKey}: ${String(error)}`);
    }
  }

  /** Opens a stored file for reading, e.g. to send it through a signed link. */
  open(file: Pick<StoredFile, 'storageKey'>): Promise<Readable> {
    return this.storage.open(file.storageKey);
  }

  /**
   * Reads the received file back from disk: it was streamed there, never held in memory. A
   * .docx is unpacked within the archive limits, so a zip bomb is refused here rather than
   * where it is opened later.
   */
  private async checkContent(
    kind: FileKind,
    upload: ReceivedUpload,
  ): Promise<'of-kind' | 'not-of-kind' | 'too-large'> {
    if (!(await contentIsOfKind(kind, upload.path))) return 'not-of-kind';
    if (kind !== 'docx') return 'of-kind';
    const listing = await zipEntryNames(upload.path);
    if (!listing.readable) return listing.reason === 'too-large' ? 'too-large' : 'not-of-kind';
    return listing.names.includes('word/document.xml') ? 'of-kind' : 'not-of-kind';
  }

  /** The visitor's message for an upload that could not be received, or the error itself if it is ours. */
  receiveFailure(error: unknown, policy: UploadPolicy): Error {
    // The multipart parser reports a file past its limit with PayloadTooLargeException; our
    // meter reports one with UploadTooLarge.
    const tooLarge = error instanceof UploadTooLarge || error instanceof PayloadTooLargeException;
    if (tooLarge) return ApiError.validation({ [policy.field]: policy.sizeMessage });
    if (error instanceof UploadCutShort) {
      return ApiError.validation({ [policy.field]: messages.uploadIncomplete });
    }
    // The parser names a text field past its size only in its message (multer's wording).
    const longField =
      error instanceof BadRequestException
        ? /^Field value too long - (.+)$/.exec(error.message)
        : null;
    if (longField)
      return ApiError.validation({ [longField[1]!]: messages.tooLong(maxFormFieldBytes) });
    return error instanceof Error ? error : new Error(String(error));
  }
}
