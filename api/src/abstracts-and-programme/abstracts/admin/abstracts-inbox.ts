import { HttpStatus, Inject, Injectable, type StreamableFile } from '@nestjs/common';
import { IsIn } from 'class-validator';
import {
  abstractLanguages,
  abstractPresentationTypes,
  presentingAuthor,
  subthemeTitles,
  type AbstractLanguage,
  type AbstractPresentationType,
  type AbstractTextSource,
  type AdminAbstract,
  type AuthorResponse,
  type AuthUser,
  type InboxDetail,
  type SubthemeTitle,
} from '@caawg11/conference';
import { ApiError } from '../../../platform/common/api-error.js';
import { AuditService } from '../../../platform/audit/audit.service.js';
import {
  closingExportColumns,
  inboxNotFound,
  type InboxDefinition,
  type InboxRecordRaw,
} from '../../../inboxes/inbox/inbox-definition.js';
import { InboxRegistry } from '../../../inboxes/inbox/inbox-registry.js';
import { inboxListQuery } from '../../../inboxes/inbox/inbox-requests.js';
import { InboxService } from '../../../inboxes/inbox/inbox.service.js';
import { FILE_STORAGE, type FileStorage } from '../../../platform/files/file-storage.js';
import { OutboxService } from '../../../platform/outbox/outbox.service.js';
import { AbstractsRepository } from '../abstracts.repository.js';
import { bookOfAbstracts, type BookEntry } from './book-of-abstracts.js';
import { OptionalField } from '../../../platform/common/dto-rules.js';

interface AbstractRaw extends InboxRecordRaw {
  title: string;
  firstAuthor: string;
  affiliation: string;
  phone: string | null;
  subtheme: SubthemeTitle;
  presentationType: AbstractPresentationType;
  language: AbstractLanguage;
  comments: string | null;
  abstractText: string | null;
  abstractTextSource: AbstractTextSource | null;
  keywords: string[] | string | null;
  fileName: string;
  authorResponse: AuthorResponse | null;
  authorRespondedAt: Date | string | null;
  changedAfterReviewAt: Date | string | null;
}

/** A JSON column as the driver gives it: parsed by mysql2 for MySQL, text for MariaDB. */
function keywordsOf(stored: string[] | string | null): string[] {
  if (stored === null) return [];
  return typeof stored === 'string' ? (JSON.parse(stored) as string[]) : stored;
}

/** Every author in order, with their affiliation; the submitter when none is stored. */
function authorsLine(item: AdminAbstract): string {
  const authors = item.authors?.length
    ? item.authors
    : [{ name: item.firstAuthor, affiliation: item.affiliation }];
  return authors.map((author) => `${author.name} (${author.affiliation})`).join('; ');
}

function presenterName(item: AdminAbstract): string {
  return presentingAuthor(item.authors ?? [])?.name ?? item.firstAuthor;
}

/** Where an organiser asks for a short-lived link to an abstract's file. */
export function abstractFileLinkPath(id: string): string {
  return `/api/admin/abstracts/${id}/file-link`;
}

export const abstractsInbox: InboxDefinition<'abstracts', AbstractRaw, AdminAbstract> = {
  name: 'abstracts',
  table: 'abstracts',
  visitorLanguageColumn: 'record.visitor_language',
  auditEntity: 'abstract',
  joins: [{ table: 'stored_files', alias: 'file', on: 'file.id = record.file_id' }],
  columns: {
    title: 'record.abstract_title',
    firstAuthor: 'record.full_name',
    affiliation: 'record.affiliation',
    phone: 'record.phone',
    subtheme: 'record.subtheme',
    presentationType: 'record.presentation_type',
    language: 'record.language',
    comments: 'record.comments',
    abstractText: 'record.abstract_text',
    abstractTextSource: 'record.abstract_text_source',
    keywords: 'record.keywords',
    fileName: 'file.original_name',
    authorResponse: 'record.author_response',
    authorRespondedAt: 'record.author_responded_at',
    changedAfterReviewAt: 'record.changed_after_review_at',
  },
  sortColumns: {
    reference: 'record.id',
    createdAt: 'record.created_at',
    status: 'record.status',
    title: 'record.abstract_title',
    firstAuthor: 'record.full_name',
    subtheme: 'record.subtheme',
    presentationType: 'record.presentation_type',
    language: 'record.language',
  },
  searchColumns: ['record.abstract_title', 'record.full_name', 'record.email'],
  filterColumns: {
    subtheme: 'record.subtheme',
    presentationType: 'record.presentation_type',
    language: 'record.language',
  },
  toItem: (raw, shared) => ({
    ...shared,
    title: raw.title,
    firstAuthor: raw.firstAuthor,
    affiliation: raw.affiliation,
    phone: raw.phone,
    subtheme: raw.subtheme,
    presentationType: raw.presentationType,
    language: raw.language,
    comments: raw.comments,
    abstractText: raw.abstractText,
    abstractTextSource: raw.abstractTextSource,
    keywords: keywordsOf(raw.keywords),
    fileName: raw.fileName,
    fileUrl: abstractFileLinkPath(shared.id),
    authorResponse: raw.authorResponse,
    authorRespondedAt:
      raw.authorRespondedAt === null ? null : new Date(raw.authorRespondedAt).toISOString(),
    changedAfterReviewAt:
      raw.changedAfterReviewAt === null ? null : new Date(raw.changedAfterReviewAt).toISOString(),
  }),
  exportColumns: [
    { header: 'Reference', type: 'text', value: (item) => item.reference },
    { header: 'Title', type: 'text', value: (item) => item.title },
    { header: 'First author', type: 'text', value: (item) => item.firstAuthor },
    { header: 'E-mail', type: 'text', value: (item) => item.email },
    { header: 'Affiliation', type: 'text', value: (item) => item.affiliation },
    { header: 'Authors', type: 'text', value: authorsLine },
    { header: 'Presenter', type: 'text', value: presenterName },
    { header: 'Phone', type: 'text', value: (item) => item.phone },
    { header: 'Subtheme', type: 'text', value: (item) => item.subtheme },
    { header: 'Presentation type', type: 'text', value: (item) => item.presentationType },
    { header: 'Language', type: 'text', value: (item) => item.language },
    { header: 'Keywords', type: 'text', value: (item) => item.keywords.join('; ') },
    { header: 'Comments', type: 'text', value: (item) => item.comments },
    { header: 'File', type: 'text', value: (item) => item.fileName },
    ...closingExportColumns<AdminAbstract>('Submitted'),
  ],
  // A reviewer sees the abstracts of their subthemes and nothing else.
  scope: (user) => {
    if (user.role !== 'reviewer') return null;
    const subthemes = user.subthemes ?? [];
    return subthemes.length === 0
      ? { sql: '1 = 0', parameters: {} }
      : {
          sql: 'record.subtheme IN (:...reviewerSubthemes)',
          parameters: { reviewerSubthemes: subthemes },
        };
  },
};

export class AbstractListQuery extends inboxListQuery('abstracts') {
  @OptionalField()
  @IsIn([...subthemeTitles], { message: 'subtheme must be one of the subthemes' })
  subtheme?: SubthemeTitle;

  @OptionalField()
  @IsIn([...abstractPresentationTypes], {
    message: 'presentationType must be Oral Presentation or Poster Presentation',
  })
  presentationType?: AbstractPresentationType;

  @OptionalField()
  @IsIn([...abstractLanguages], { message: 'language must be English, French or Portuguese' })
  language?: AbstractLanguage;
}

@Injectable()
export class AbstractsInbox extends InboxService<
  'abstracts',
  AbstractRaw,
  AdminAbstract,
  AbstractsRepository
> {
  constructor(
    abstracts: AbstractsRepository,
    audit: AuditService,
    outbox: OutboxService,
    registry: InboxRegistry,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    super(abstractsInbox, abstracts, audit, outbox);
    registry.register(this);
  }

  /** The accepted abstracts' files and their index, as one ZIP, by subtheme then reference. */
  async bookOfAbstracts(user: AuthUser, now: Date): Promise<StreamableFile> {
    const entries = await this.rows(user)
      .addSelect('file.storage_key', 'storageKey')
      .addSelect('file.original_name', 'originalName')
      .andWhere('record.status = :accepted', { accepted: 'accepted' })
      .orderBy('record.subtheme', 'ASC')
      .addOrderBy('record.id', 'ASC')
      .getRawMany<BookEntry>();
    return bookOfAbstracts(
      entries.map((entry) => ({ ...entry, id: String(entry.id) })),
      (key) => this.storage.open(key),
      now,
    );
  }

  /** One abstract with its notes and history, and its authors in order. */
  override async detail(id: string, user: AuthUser): Promise<InboxDetail<AdminAbstract>> {
    const detail = await super.detail(id, user);
    const authors = await this.database.authorsForCommittee(id);
    return { ...detail, item: { ...detail.item, authors } };
  }

  /** The export names every author and the presenting one. */
  protected override async exportBatch(items: AdminAbstract[]): Promise<AdminAbstract[]> {
    const authors = await this.database.authorsOfMany(items.map((item) => item.id));
    return items.map((item) => ({ ...item, authors: authors.get(item.id) ?? [] }));
  }

  /** The stored file's id of an abstract the organiser may see. */
  async fileIdOf(id: string, user: AuthUser): Promise<string> {
    await this.item(id, user);
    const fileId = await this.database.fileIdOf(id);
    if (fileId === null) throw new ApiError(HttpStatus.NOT_FOUND, inboxNotFound.abstracts);
    return fileId;
  }
}
