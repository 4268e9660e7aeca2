import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { Clock, FileLink } from '@caawg11/conference';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { ApiError } from '../common/api-error.js';
import { AppConfig } from '../config/app-config.js';
import { CLOCK } from '../config/clock.token.js';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage.js';
import { StoredFilesRepository } from '../files/stored-files.repository.js';
import { fileNotFound } from './id-param.pipe.js';

/** How long a link an admin asked for keeps working. */
export const fileLinkLifetimeSeconds = 5 * 60;

export const fileLinkExpiredMessage =
  'This link has expired. Open the file again from the admin panel.';
export const fileLinkInvalidMessage = 'This link is not valid.';

export interface OpenedFile {
  stream: Readable;
  contentType: string;
  sizeBytes: number;
  originalName: string;
}

/**
 * Short-lived links to stored files. A new browser tab cannot carry the admin's bearer token,
 * so the admin api hands out a URL signed with FILE_LINK_SECRET (HMAC over the file id and
 * the expiry) that the public file route checks.
 */
@Injectable()
export class FileLinksService {
  private readonly logger = new Logger('FileLinks');

  constructor(
    private readonly storedFiles: StoredFilesRepository,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async issue(fileId: string, actor: AuditActor): Promise<FileLink> {
    const file = await this.storedFiles.findById(fileId);
    if (!file) throw new ApiError(HttpStatus.NOT_FOUND, fileNotFound);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + fileLinkLifetimeSeconds;
    await this.audit.record(actor, {
      action: 'file.opened',
      entityType: 'file',
      entityId: fileId,
      after: { purpose: file.purpose, originalName: file.originalName, linkExpiresAt: expires },
    });
    // The signature travels in the path: proxies and servers log query strings more often.
    return {
      url: `/api/files/${fileId}/${expires}/${this.sign(fileId, expires)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /**
   * A link that downloads the file under `downloadName` instead of its uploaded name (which can
   * carry an author's name). Signed apart from the plain links, so the plain route, which
   * answers with the uploaded name, refuses its signature.
   */
  async issueNamed(fileId: string, downloadName: string, actor: AuditActor): Promise<FileLink> {
    const file = await this.storedFiles.findById(fileId);
    if (!file) throw new ApiError(HttpStatus.NOT_FOUND, fileNotFound);
    const name = `${downloadName}${extensionOf(file.originalName)}`;
    const expires = Math.floor(this.clock.now().getTime() / 1000) + fileLinkLifetimeSeconds;
    await this.audit.record(actor, {
      action: 'file.opened',
      entityType: 'file',
      entityId: fileId,
      after: { purpose: file.purpose, downloadName: name, linkExpiresAt: expires },
    });
    return {
      url: `/api/files/${fileId}/${expires}/${this.sign(fileId, expires, name)}/${encodeURIComponent(name)}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** Throws 403 unless the link was issued here for this file and has not expired. */
  check(
    fileId: string,
    expires: string | undefined,
    signature: string | undefined,
    downloadName?: string,
  ): void {
    if (!expires || !/^\d{1,12}$/.test(expires) || !signature) {
      throw new ApiError(HttpStatus.FORBIDDEN, fileLinkInvalidMessage);
    }
    const expected = Buffer.from(this.sign(fileId, Number(expires), downloadName));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(HttpStatus.FORBIDDEN, fileLinkInvalidMessage);
    }
    if (Number(expires) * 1000 <= this.clock.now().getTime()) {
      throw new ApiError(HttpStatus.FORBIDDEN, fileLinkExpiredMessage);
    }
  }

  /** The stored file and the type found in its content when it was uploaded. */
  async open(fileId: string): Promise<OpenedFile> {
    const file = await this.storedFiles.findById(fileId);
    if (!file) throw new ApiError(HttpStatus.NOT_FOUND, fileNotFound);
    let stream: Readable;
    try {
      stream = await this.storage.open(file.storageKey);
    } catch (error) {
      this.logger.error(`Stored file ${fileId} cannot be read: ${(error as Error).message}`);
      throw new ApiError(HttpStatus.NOT_FOUND, fileNotFound);
    }
    return {
      stream,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      originalName: file.originalName,
    };
  }

  private sign(fileId: string, expires: number, downloadName?: string): string {
    return createHmac('sha256', this.config.fileLinkSecret)
      .update(
        downloadName === undefined
          ? `file:${fileId}:${expires}`
          : `named-file:${fileId}:${expires}:${downloadName}`,
      )
      .digest('base64url');
  }
}

/** `.docx` of `report.docx`; nothing when the name has no plain extension. */
function extensionOf(name: string): string {
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(name);
  return match ? match[0].toLowerCase() : '';
}
