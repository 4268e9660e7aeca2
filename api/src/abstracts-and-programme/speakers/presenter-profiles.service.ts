import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  countWords,
  inboxReference,
  presenterProfileMessages,
  publicApiMessages,
  type PublicPresenter,
} from '@caawg11/conference';
import { FileLinksService } from '../../platform/admin/file-links.service.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import {
  FilesService,
  type ReceivedUpload,
  type UploadPolicy,
} from '../../platform/files/files.service.js';
import { AbstractsRepository } from '../abstracts/abstracts.repository.js';
import { ProgrammeService } from '../programme/programme.service.js';
import type { PresenterProfileRow } from './presenter-profile.entity.js';
import { PresenterProfilesRepository } from './presenter-profiles.repository.js';
import { speakerPhotoPolicy } from './speakers.service.js';

/**
 * The invited speakers' photo rules and storage, a WebP image taken too (as phones often save
 * one), with messages the presenter can read in their language.
 */
export const presenterPhotoPolicy: UploadPolicy = {
  ...speakerPhotoPolicy,
  allowed: [...speakerPhotoPolicy.allowed, 'webp'],
  typeMessage: presenterProfileMessages.photoType,
  sizeMessage: presenterProfileMessages.photoSize,
};

/** What the presenter's own page shows of their profile. */
export interface PresenterProfileView {
  biography: string | null;
  hasPhoto: boolean;
}

interface ShownProfile {
  row: PresenterProfileRow;
  reference: string;
}

/**
 * The biography and photo the presenter of an accepted abstract gives for the speakers page.
 * Whether the abstract may have one is its page's to decide; the speakers page shows a profile
 * only while its abstract is accepted, not withdrawn, and in the published programme.
 */
@Injectable()
export class PresenterProfilesService {
  constructor(
    private readonly profiles: PresenterProfilesRepository,
    private readonly abstracts: AbstractsRepository,
    private readonly programme: ProgrammeService,
    private readonly files: FilesService,
    private readonly fileLinks: FileLinksService,
    private readonly audit: AuditService,
  ) {}

  async profileOf(abstractId: string): Promise<PresenterProfileView> {
    const row = await this.profiles.find(abstractId);
    return { biography: row?.biography ?? null, hasPhoto: Boolean(row?.photoFileId) };
  }

  /** Keeps the biography, trimmed; an empty one removes it. Answers whether one is kept. */
  async saveBiography(abstractId: string, biography: string, actor: AuditActor): Promise<boolean> {
    const text = biography.trim() || null;
    await this.profiles.transaction(async (manager) => {
      const before = await this.profiles.find(abstractId, manager);
      await this.profiles.save(manager, abstractId, {
        biography: text,
        photoFileId: before?.photoFileId ?? null,
      });
      // The trail says that it changed, not what it says: the text names the person.
      await this.audit.record(
        actor,
        {
          action: 'presenter-profile.biography-changed',
          entityType: 'abstract',
          entityId: abstractId,
          after: { biographyWords: text === null ? 0 : countWords(text) },
        },
        manager,
      );
    });
    return text !== null;
  }

  /** Keeps the uploaded photo in place of the earlier one, which goes. */
  async savePhoto(abstractId: string, upload: ReceivedUpload, actor: AuditActor): Promise<void> {
    this.files.checkName(upload, presenterPhotoPolicy);
    const replacedKey = await this.files.withUpload(upload, presenterPhotoPolicy, (file) =>
      this.profiles.transaction(async (manager) => {
        const before = await this.profiles.find(abstractId, manager);
        const fileId = await this.files.record(manager, file);
        await this.profiles.save(manager, abstractId, {
          biography: before?.biography ?? null,
          photoFileId: fileId,
        });
        const key = before?.photoFileId
          ? await this.files.forgetStored(manager, before.photoFileId)
          : null;
        await this.audit.record(
          actor,
          {
            action: 'presenter-profile.photo-changed',
            entityType: 'abstract',
            entityId: abstractId,
            after: { photoFileId: fileId },
          },
          manager,
        );
        return key;
      }),
    );
    if (replacedKey) await this.files.removeContent(replacedKey);
  }

  async removePhoto(abstractId: string, actor: AuditActor): Promise<void> {
    const storageKey = await this.profiles.transaction(async (manager) => {
      const before = await this.profiles.find(abstractId, manager);
      if (!before?.photoFileId) return null;
      await this.profiles.save(manager, abstractId, {
        biography: before.biography,
        photoFileId: null,
      });
      const key = await this.files.forgetStored(manager, before.photoFileId);
      await this.audit.record(
        actor,
        { action: 'presenter-profile.photo-removed', entityType: 'abstract', entityId: abstractId },
        manager,
      );
      return key;
    });
    if (storageKey) await this.files.removeContent(storageKey);
  }

  /**
   * Removes the abstract's profile in the caller's transaction (its presenter has changed);
   * answers the storage key of its photo, for {@link removeContent} once that has committed.
   */
  async forget(manager: EntityManager, abstractId: string): Promise<string | null> {
    const before = await this.profiles.find(abstractId, manager);
    if (!before) return null;
    await this.profiles.save(manager, abstractId, { biography: null, photoFileId: null });
    return before.photoFileId ? this.files.forgetStored(manager, before.photoFileId) : null;
  }

  async removeContent(storageKey: string | null): Promise<void> {
    if (storageKey) await this.files.removeContent(storageKey);
  }

  /** What the speakers page shows of the presenters, by their talk's reference. */
  async publicPresenters(): Promise<PublicPresenter[]> {
    return (await this.shown()).map(({ row, reference }) => ({
      reference,
      biography: row.biography,
      // The photo's address changes with the photo, so a cached old one is never shown.
      photoUrl: row.photoFileId
        ? `/api/speakers/presenters/${reference}/photo?v=${row.photoFileId}`
        : null,
    }));
  }

  /** The photo of a presenter the speakers page shows; 404 for any other. */
  async photo(reference: string): Promise<StreamableFile> {
    const shown = (await this.shown()).find((profile) => profile.reference === reference);
    if (!shown?.row.photoFileId) {
      throw new ApiError(HttpStatus.NOT_FOUND, publicApiMessages.notFound);
    }
    const file = await this.fileLinks.open(shown.row.photoFileId);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.sizeBytes,
      disposition: 'inline',
    });
  }

  /** The profiles of accepted, not withdrawn abstracts that the published programme holds. */
  private async shown(): Promise<ShownProfile[]> {
    const rows = await this.profiles.list();
    if (rows.length === 0) return [];
    const [{ days }, accepted] = await Promise.all([
      this.programme.published(),
      this.abstracts.acceptedPresenters(
        this.abstracts.manager,
        rows.map((row) => String(row.abstractId)),
      ),
    ]);
    const inProgramme = new Set(
      days.flatMap((day) =>
        day.sessions.flatMap((session) => session.talks.map((talk) => talk.reference)),
      ),
    );
    const acceptedIds = new Set(accepted.map((presenter) => presenter.abstractId));
    return rows
      .map((row) => ({ row, reference: inboxReference('abstracts', row.abstractId) }))
      .filter(
        ({ row, reference }) =>
          acceptedIds.has(String(row.abstractId)) && inProgramme.has(reference),
      );
  }
}
