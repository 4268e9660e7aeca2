import { HttpStatus, Injectable, StreamableFile } from '@nestjs/common';
import {
  invitedSpeakerMessages,
  normaliseEmail,
  type AdminInvitedSpeaker,
  type InvitedSpeaker,
} from '@caawg11/conference';
import { FileLinksService } from '../../platform/admin/file-links.service.js';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import {
  FilesService,
  type ReceivedUpload,
  type UploadPolicy,
} from '../../platform/files/files.service.js';
import type { EntityManager } from 'typeorm';
import type { InvitedSpeakerRow } from './invited-speaker.entity.js';
import { SpeakersRepository, type InvitedSpeakerValues } from './speakers.repository.js';
import type { InvitedSpeakerDto } from './admin/invited-speaker.dto.js';

export const speakerPhotoField = 'photo';

/** A speaker's photo: a JPEG or PNG image, checked by content, at most 5 MB. */
export const speakerPhotoPolicy: UploadPolicy = {
  purpose: 'speaker-photo',
  field: speakerPhotoField,
  allowed: ['jpeg', 'png'],
  typeMessage: invitedSpeakerMessages.photoType,
  sizeMessage: invitedSpeakerMessages.photoSize,
};

function valuesOf(input: InvitedSpeakerDto): InvitedSpeakerValues {
  return {
    name: input.name,
    affiliation: input.affiliation,
    email: input.email ? normaliseEmail(input.email) : null,
    topic: input.topic || null,
    biography: input.biography || null,
  };
}

function publicView(row: InvitedSpeakerRow): InvitedSpeaker {
  return {
    id: row.id,
    name: row.name,
    affiliation: row.affiliation,
    topic: row.topic,
    biography: row.biography,
    // The photo's address changes with the photo, so a cached old one is never shown.
    photoUrl: row.photoFileId ? `/api/speakers/${row.id}/photo?v=${row.photoFileId}` : null,
    position: row.position,
  };
}

@Injectable()
export class SpeakersService {
  constructor(
    private readonly speakers: SpeakersRepository,
    private readonly files: FilesService,
    private readonly fileLinks: FileLinksService,
    private readonly audit: AuditService,
  ) {}

  async publicInvited(): Promise<InvitedSpeaker[]> {
    return (await this.speakers.list()).map(publicView);
  }

  async list(): Promise<AdminInvitedSpeaker[]> {
    return (await this.speakers.list()).map((row) => ({ ...publicView(row), email: row.email }));
  }

  async add(input: InvitedSpeakerDto, actor: AuditActor): Promise<string> {
    const values = valuesOf(input);
    return this.speakers.transaction(async (manager) => {
      const id = await this.speakers.insert(manager, values);
      await this.audit.record(
        actor,
        {
          action: 'invited-speaker.added',
          entityType: 'invited-speaker',
          entityId: id,
          after: values,
        },
        manager,
      );
      return id;
    });
  }

  async update(id: string, input: InvitedSpeakerDto, actor: AuditActor): Promise<void> {
    const values = valuesOf(input);
    await this.speakers.transaction(async (manager) => {
      const before = await this.existing(id, manager);
      await this.speakers.update(manager, id, values);
      await this.audit.record(
        actor,
        {
          action: 'invited-speaker.changed',
          entityType: 'invited-speaker',
          entityId: id,
          before: {
            name: before.name,
            affiliation: before.affiliation,
            email: before.email,
            topic: before.topic,
            biography: before.biography,
          },
          after: values,
        },
        manager,
      );
    });
  }

  /** Moves the speaker one place up or down the page's order. */
  async move(id: string, direction: 'up' | 'down', actor: AuditActor): Promise<void> {
    await this.speakers.transaction(async (manager) => {
      await this.existing(id, manager);
      const ordered = await this.speakers.list(manager);
      const index = ordered.findIndex((row) => row.id === id);
      const swapWith = ordered[direction === 'up' ? index - 1 : index + 1];
      if (!swapWith) return;
      const moved = ordered[index]!;
      // Renumbered in full, so the order stays 1..n whatever earlier removals left.
      const order = ordered.map((row) => row.id);
      order[index] = swapWith.id;
      order[ordered.indexOf(swapWith)] = moved.id;
      for (const [position, rowId] of order.entries()) {
        await this.speakers.update(manager, rowId, { position: position + 1 });
      }
      await this.audit.record(
        actor,
        {
          action: 'invited-speaker.moved',
          entityType: 'invited-speaker',
          entityId: id,
          after: { direction },
        },
        manager,
      );
    });
  }

  async remove(id: string, actor: AuditActor): Promise<void> {
    const storageKey = await this.speakers.transaction(async (manager) => {
      const before = await this.existing(id, manager);
      await this.speakers.remove(manager, id);
      const key = before.photoFileId
        ? await this.files.forgetStored(manager, before.photoFileId)
        : null;
      await this.audit.record(
        actor,
        {
          action: 'invited-speaker.removed',
          entityType: 'invited-speaker',
          entityId: id,
          before: { name: before.name, affiliation: before.affiliation },
        },
        manager,
      );
      return key;
    });
    if (storageKey) await this.files.removeContent(storageKey);
  }

  /** Keeps the uploaded photo in place of the speaker's earlier one, which goes. */
  async savePhoto(id: string, upload: ReceivedUpload, actor: AuditActor): Promise<void> {
    this.files.checkName(upload, speakerPhotoPolicy);
    const replacedKey = await this.files.withUpload(upload, speakerPhotoPolicy, (file) =>
      this.speakers.transaction(async (manager) => {
        const before = await this.existing(id, manager);
        const fileId = await this.files.record(manager, file);
        await this.speakers.update(manager, id, { photoFileId: fileId });
        const key = before.photoFileId
          ? await this.files.forgetStored(manager, before.photoFileId)
          : null;
        await this.audit.record(
          actor,
          {
            action: 'invited-speaker.photo-changed',
            entityType: 'invited-speaker',
            entityId: id,
            after: { photoFileId: fileId },
          },
          manager,
        );
        return key;
      }),
    );
    if (replacedKey) await this.files.removeContent(replacedKey);
  }

  async removePhoto(id: string, actor: AuditActor): Promise<void> {
    const storageKey = await this.speakers.transaction(async (manager) => {
      const before = await this.existing(id, manager);
      if (!before.photoFileId) return null;
      await this.speakers.update(manager, id, { photoFileId: null });
      const key = await this.files.forgetStored(manager, before.photoFileId);
      await this.audit.record(
        actor,
        { action: 'invited-speaker.photo-removed', entityType: 'invited-speaker', entityId: id },
        manager,
      );
      return key;
    });
    if (storageKey) await this.files.removeContent(storageKey);
  }

  /** The photo as the site shows it; 404 when the speaker or the photo is gone. */
  async photo(id: string): Promise<StreamableFile> {
    const row = /^\d{1,18}$/.test(id) ? await this.speakers.find(id) : null;
    if (!row?.photoFileId)
      throw new ApiError(HttpStatus.NOT_FOUND, invitedSpeakerMessages.notFound);
    const file = await this.fileLinks.open(row.photoFileId);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.sizeBytes,
      disposition: 'inline',
    });
  }

  private async existing(id: string, manager: EntityManager): Promise<InvitedSpeakerRow> {
    const row = /^\d{1,18}$/.test(id) ? await this.speakers.find(id, manager) : null;
    if (!row) throw new ApiError(HttpStatus.NOT_FOUND, invitedSpeakerMessages.notFound);
    return row;
  }
}
