import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  abstractEditClosureMessages,
  acceptedPresentationTypes,
  checkAbstractAuthors,
  conferenceInstant,
  inboxReference,
  isAcceptingDecision,
  messages,
  myAbstractMessages,
  presenterProfileMessages,
  presentingAuthor,
  type AbstractEditClosure,
  type AbstractTextSource,
  type ApiResult,
  type AuthorResponse,
  type CheckedAuthor,
  type Clock,
  type Language,
  type MyAbstract,
  type MyAbstractDecision,
  type MyAbstractResult,
} from '@caawg11/conference';
import { AuditService, type AuditActor } from '../../platform/audit/audit.service.js';
import type { AuditValues } from '../../platform/audit/audit-log.entity.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import { CLOCK } from '../../platform/config/clock.token.js';
import { FilesService, type ReceivedUpload } from '../../platform/files/files.service.js';
import { StoredFilesRepository } from '../../platform/files/stored-files.repository.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { AbstractNotices } from '../../messages/abstract-notices/abstract-notices.service.js';
import { AccessLinkThrottle } from '../../registrations-and-money/access-links/access-link-throttle.service.js';
import { AbstractAccessLinks } from '../abstracts/abstract-access-links.service.js';
import type { AbstractSubmission } from '../abstracts/abstract-submission.entity.js';
import { AbstractsRepository, type AuthorChanges } from '../abstracts/abstracts.repository.js';
import {
  abstractFileField,
  abstractFilePolicy,
  AbstractsService,
} from '../abstracts/abstracts.service.js';
import { ProgrammeService } from '../programme/programme.service.js';
import { speakerPhotoField } from '../speakers/speakers.service.js';
import { ReviewService } from '../review/review.service.js';
import { PresenterProfilesService } from '../speakers/presenter-profiles.service.js';
import type { MyAbstractChangeDto } from './my-abstract.dto.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Statuses the organisers set once the committee's decision is known. */
const decidedStatuses = new Set(['accepted', 'rejected', 'withdrawn']);

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The submitter's own page of an abstract (/my-abstract), authorised by the e-mailed link. The
 * abstract can be changed until a reviewer has scored it, the committee has decided on it, or
 * the last day the review settings give authors has passed, whichever comes first.
 */
@Injectable()
export class MyAbstractService {
  constructor(
    private readonly abstracts: AbstractsRepository,
    private readonly submissions: AbstractsService,
    private readonly links: AbstractAccessLinks,
    private readonly review: ReviewService,
    private readonly programme: ProgrammeService,
    private readonly presenterProfiles: PresenterProfilesService,
    private readonly files: FilesService,
    private readonly storedFiles: StoredFilesRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly throttle: AccessLinkThrottle,
    private readonly notices: AbstractNotices,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async show(token: string | undefined): Promise<MyAbstractResult> {
    const id = await this.links.resolve(token);
    return { success: true, message: '', data: await this.describe(id) };
  }

  /** Changes the fields sent; 409 with the reason once editing has closed. */
  async change(
    token: string | undefined,
    body: MyAbstractChangeDto,
    clientAddress: string,
  ): Promise<MyAbstractResult> {
    const id = await this.links.resolve(token);
    const authors = body.authors === undefined ? undefined : checkedAuthors(body.authors);
    await this.abstracts.transaction(async (manager) => {
      const abstract = await this.openForChange(manager, id);
      const storedAuthors = await this.abstracts.authorsOf(id);
      const changes: AuthorChanges = {};
      const before: AuditValues = {};
      const after: AuditValues = {};
      if (body.abstractTitle !== undefined && body.abstractTitle !== abstract.abstractTitle) {
        before.abstractTitle = abstract.abstractTitle;
        changes.abstractTitle = after.abstractTitle = body.abstractTitle;
      }
      if (body.abstractText !== undefined) {
        const text = body.abstractText || null;
        if (text !== abstract.abstractText) {
          before.abstractText = abstract.abstractText;
          changes.abstractText = after.abstractText = text;
          changes.abstractTextSource = text === null ? null : 'form';
        }
      }
      if (body.keywords !== undefined) {
        const keywords = body.keywords.map((keyword) => keyword.trim()).filter(Boolean);
        if (!sameJson(keywords, abstract.keywords ?? [])) {
          before.keywords = abstract.keywords ?? [];
          after.keywords = keywords;
          changes.keywords = keywords.length ? keywords : null;
        }
      }
      const authorsChanged =
        authors !== undefined && !sameJson(authors, storedAuthors.map(withPresenting));
      if (authorsChanged) {
        before.authors = storedAuthors;
        after.authors = authors;
      }
      if (Object.keys(after).length === 0) {
        throw new ApiError(HttpStatus.BAD_REQUEST, myAbstractMessages.nothingToChange);
      }
      await this.record(manager, abstract, changes, { before, after }, clientAddress);
      if (authorsChanged) {
        // A co-author added here is told as one named on the form is; the others were told.
        const named = this.submissions.tellNamedCoauthors(
          authors,
          { ...abstract, abstractTitle: changes.abstractTitle ?? abstract.abstractTitle },
          storedAuthors.flatMap((author) => (author.email ? [author.email] : [])),
        );
        await this.abstracts.replaceAuthors(manager, id, named.authors);
        await this.outbox.add(manager, named.mails);
      }
    });
    return { success: true, message: myAbstractMessages.saved, data: await this.describe(id) };
  }

  /** A changed Word file, under the submission's rules; a text read from the old file is read again. */
  async replaceFile(
    token: string | undefined,
    upload: ReceivedUpload | undefined,
    clientAddress: string,
  ): Promise<MyAbstractResult> {
    const id = await this.links.resolve(token);
    if (!upload) throw ApiError.validation({ [abstractFileField]: messages.abstract.file });
    this.files.checkName(upload, abstractFilePolicy);
    await this.openForChange(this.abstracts.manager, id, false);
    await this.files.withUpload(upload, abstractFilePolicy, async (file) => {
      const current = await this.abstracts.find(id);
      const rereads = current?.abstractTextSource !== 'form';
      const fileText = rereads ? await this.submissions.textOf(file) : null;
      await this.abstracts.transaction(async (manager) => {
        const abstract = await this.openForChange(manager, id);
        const oldFile = await this.storedFiles.findById(String(abstract.fileId));
        const fileId = await this.files.record(manager, file);
        const changes: AuthorChanges = { fileId };
        const before: AuditValues = { fileName: oldFile?.originalName ?? null };
        const after: AuditValues = { fileName: file.originalName };
        if (rereads && fileText !== abstract.abstractText) {
          const source: AbstractTextSource | null = fileText === null ? null : 'document';
          changes.abstractText = fileText;
          changes.abstractTextSource = source;
          before.abstractText = abstract.abstractText;
          after.abstractText = fileText;
        }
        await this.record(manager, abstract, changes, { before, after }, clientAddress);
      });
    });
    return { success: true, message: myAbstractMessages.saved, data: await this.describe(id) };
  }

  /** The presenter's short biography for the speakers page; an empty one removes it. */
  async saveBiography(
    token: string | undefined,
    biography: string,
    clientAddress: string,
  ): Promise<MyAbstractResult> {
    const abstract = await this.presented(token);
    const kept = await this.presenterProfiles.saveBiography(
      abstract.id,
      biography,
      authorActor(abstract, clientAddress),
    );
    return {
      success: true,
      message: kept
        ? presenterProfileMessages.biographySaved
        : presenterProfileMessages.biographyRemoved,
      data: await this.describe(abstract.id),
    };
  }

  /** The presenter's photo for the speakers page, under the invited speakers' photo rules. */
  async savePhoto(
    token: string | undefined,
    upload: ReceivedUpload | undefined,
    clientAddress: string,
  ): Promise<MyAbstractResult> {
    const abstract = await this.presented(token);
    if (!upload) {
      throw ApiError.validation({ [speakerPhotoField]: presenterProfileMessages.photoRequired });
    }
    await this.presenterProfiles.savePhoto(
      abstract.id,
      upload,
      authorActor(abstract, clientAddress),
    );
    return {
      success: true,
      message: presenterProfileMessages.photoSaved,
      data: await this.describe(abstract.id),
    };
  }

  async removePhoto(token: string | undefined, clientAddress: string): Promise<MyAbstractResult> {
    const abstract = await this.presented(token);
    await this.presenterProfiles.removePhoto(abstract.id, authorActor(abstract, clientAddress));
    return {
      success: true,
      message: presenterProfileMessages.photoRemoved,
      data: await this.describe(abstract.id),
    };
  }

  /** The author's answer to the acceptance, recorded as the notice's link records it. */
  async respond(
    token: string | undefined,
    response: AuthorResponse,
    clientAddress: string,
  ): Promise<MyAbstractResult> {
    const id = await this.links.resolve(token);
    const answer = await this.notices.respondFromPage(id, response, clientAddress);
    return { ...answer, data: await this.describe(id) };
  }

  /**
   * Hands presenting an accepted abstract to the author at this place (from 0) in its list. The
   * presenter is written to about the presentation, so they need an e-mail address.
   */
  async handOverPresenting(
    token: string | undefined,
    position: number,
    clientAddress: string,
  ): Promise<MyAbstractResult> {
    const id = await this.links.resolve(token);
    const formerPhoto = await this.abstracts.transaction(async (manager) => {
      const abstract = await this.abstracts.find(id, manager);
      if (!abstract) throw new ApiError(HttpStatus.UNAUTHORIZED, myAbstractMessages.invalidLink);
      if (abstract.status === 'withdrawn' || abstract.authorResponse === 'withdrawn') {
        throw new ApiError(HttpStatus.CONFLICT, myAbstractMessages.withdrawnNoHandOver);
      }
      if (!isAcceptingDecision(abstract.decision) || abstract.status !== 'accepted') {
        throw new ApiError(HttpStatus.CONFLICT, myAbstractMessages.handOverNotAccepted);
      }
      const authors = (await this.abstracts.authorsOfMany([id], manager)).get(id) ?? [];
      const chosen = authors[position];
      if (!chosen) throw ApiError.validation({ position: myAbstractMessages.presenterPosition });
      if (!chosen.email) {
        throw ApiError.validation({ position: myAbstractMessages.presenterNeedsEmail });
      }
      const current = presentingAuthor(authors);
      if (current === chosen) {
        throw ApiError.validation({ position: myAbstractMessages.alreadyPresenting });
      }
      await this.abstracts.markPresenting(manager, id, position);
      await this.audit.record(
        { userId: null, email: abstract.email, clientAddress },
        {
          action: 'abstract.presenter-handed-over',
          entityType: 'abstract',
          entityId: id,
          before: current ? { presenter: presenterEntry(current, authors.indexOf(current)) } : {},
          after: { presenter: presenterEntry(chosen, position) },
        },
        manager,
      );
      // The biography and photo describe the former presenter: the new one gives their own.
      return this.presenterProfiles.forget(manager, id);
    });
    await this.presenterProfiles.removeContent(formerPhoto);
    return {
      success: true,
      message: myAbstractMessages.presenterHandedOver,
      data: await this.describe(id),
    };
  }

  /**
   * POST /api/my-abstract/link-request: e-mails a fresh link for each abstract submitted with
   * the address, under the registration request's limits. The answer, its status and (through
   * a minimum duration) its timing are the same for every address.
   */
  async requestLinks(email: string, clientIp: string, language: Language): Promise<ApiResult> {
    const answerNotBefore = Date.now() + this.config.ACCESS_LINK_MIN_RESPONSE_MS;
    await this.throttle.check(email, clientIp);
    await this.abstracts.transaction(async (manager) => {
      for (const abstract of await this.abstracts.submittedBy(manager, email)) {
        const issued = await this.links.issue(manager, abstract.id, language);
        await this.outbox.add(manager, {
          template: 'abstract-access-link',
          to: abstract.email,
          language,
          data: {
            fullName: abstract.fullName,
            reference: inboxReference('abstracts', abstract.id),
            abstractTitle: abstract.abstractTitle,
            link: issued.link,
            expiresAt: issued.expiresAt.toISOString(),
          },
        });
      }
    });
    await sleep(answerNotBefore - Date.now());
    return { success: true, message: myAbstractMessages.linkRequestSent };
  }

  /** The link's abstract, while it is accepted and not withdrawn; 409 otherwise. */
  private async presented(token: string | undefined): Promise<AbstractSubmission> {
    const id = await this.links.resolve(token);
    const abstract = await this.abstracts.find(id);
    if (!abstract) throw new ApiError(HttpStatus.UNAUTHORIZED, myAbstractMessages.invalidLink);
    if (!presentsAtTheConference(abstract)) {
      throw new ApiError(HttpStatus.CONFLICT, presenterProfileMessages.notAccepted);
    }
    return abstract;
  }

  /** The abstract, locked in the transaction given; 409 with the reason once editing has closed. */
  private async openForChange(
    manager: EntityManager,
    id: string,
    lock = true,
  ): Promise<AbstractSubmission> {
    const abstract = await this.abstracts.find(id, lock ? manager : undefined);
    if (!abstract) throw new ApiError(HttpStatus.UNAUTHORIZED, myAbstractMessages.invalidLink);
    const closure = await this.closure(abstract);
    if (closure) throw new ApiError(HttpStatus.CONFLICT, abstractEditClosureMessages[closure]);
    return abstract;
  }

  /** Stores the changes and their audit entry, marked when the review round had opened. */
  private async record(
    manager: EntityManager,
    abstract: AbstractSubmission,
    changes: AuthorChanges,
    values: { before: AuditValues; after: AuditValues },
    clientAddress: string,
  ): Promise<void> {
    const { roundOpened } = await this.review.reviewProgress(abstract.id);
    const now = this.clock.now();
    await this.abstracts.changeByAuthor(manager, abstract.id, {
      ...changes,
      ...(roundOpened ? { changedAfterReviewAt: now } : {}),
    });
    await this.audit.record(
      authorActor(abstract, clientAddress),
      {
        action: 'abstract.changed-by-author',
        entityType: 'abstract',
        entityId: abstract.id,
        before: values.before,
        after: { ...values.after, ...(roundOpened ? { afterReviewOpened: true } : {}) },
      },
      manager,
    );
  }

  /** Why the author can no longer change the abstract, or null while they can. */
  private async closure(abstract: AbstractSubmission): Promise<AbstractEditClosure | null> {
    if (abstract.decision !== null || decidedStatuses.has(abstract.status)) return 'decided';
    const progress = await this.review.reviewProgress(abstract.id);
    if (progress.scored) return 'review-started';
    if (progress.authorEditsUntil) {
      const closesAt = conferenceInstant(progress.authorEditsUntil).getTime() + dayMs;
      if (this.clock.now().getTime() >= closesAt) return 'deadline-passed';
    }
    return null;
  }

  private async describe(id: string): Promise<MyAbstract> {
    const abstract = await this.abstracts.find(id);
    if (!abstract) throw new ApiError(HttpStatus.UNAUTHORIZED, myAbstractMessages.invalidLink);
    const reference = inboxReference('abstracts', id);
    const [authors, file, closure, progress, profile] = await Promise.all([
      this.abstracts.authorsOf(id),
      this.storedFiles.findById(String(abstract.fileId)),
      this.closure(abstract),
      this.review.reviewProgress(id),
      this.presenterProfiles.profileOf(id),
    ]);
    const decision = decisionOf(abstract);
    // A withdrawn talk may linger in the programme as last published: it is not shown.
    const slot =
      abstract.status === 'accepted' ? await this.programme.publishedSlotOf(reference) : null;
    return {
      reference,
      abstractTitle: abstract.abstractTitle,
      authors: authors.map(withPresenting),
      abstractText: abstract.abstractText,
      abstractTextSource: abstract.abstractTextSource,
      keywords: abstract.keywords ?? [],
      status: abstract.status,
      fileName: file?.originalName ?? '',
      editable: closure === null,
      ...(closure ? { closedBecause: closure } : {}),
      editableUntil: progress.authorEditsUntil,
      ...(decision ? { decision } : {}),
      ...(slot ? { slot } : {}),
      biography: profile.biography,
      hasPhoto: profile.hasPhoto,
      authorResponse: isAcceptingDecision(abstract.decision) ? abstract.authorResponse : null,
    };
  }
}

/** The submitter, who holds the link, as the audit trail names them. */
function authorActor(abstract: AbstractSubmission, clientAddress: string): AuditActor {
  return { userId: null, email: abstract.email, clientAddress };
}

/** Accepted, the author told so, and not withdrawn by them since. */
function presentsAtTheConference(abstract: AbstractSubmission): boolean {
  return decisionOf(abstract)?.outcome === 'accepted' && abstract.authorResponse !== 'withdrawn';
}

function withPresenting<T extends { presenting?: boolean }>(
  author: T,
): T & { presenting: boolean } {
  return { ...author, presenting: author.presenting === true };
}

function presenterEntry(author: CheckedAuthor, position: number): AuditValues {
  return { position, name: author.name, email: author.email ?? null };
}

function checkedAuthors(sent: unknown): CheckedAuthor[] {
  const checked = checkAbstractAuthors(sent);
  if (!checked.ok) throw ApiError.validation({ authors: checked.message });
  return checked.authors;
}

/**
 * The decision as the author has been told it: the inbox status follows the committee's
 * decision once its notice has gone out, so an untold decision is not shown here first. An
 * acceptance the author withdrew stays shown, with the answer beside it.
 */
function decisionOf(abstract: AbstractSubmission): MyAbstractDecision | null {
  const withdrawnByAuthor =
    abstract.status === 'withdrawn' &&
    abstract.authorResponse === 'withdrawn' &&
    isAcceptingDecision(abstract.decision);
  if (abstract.status === 'accepted' || withdrawnByAuthor) {
    return {
      outcome: 'accepted',
      presentationType: isAcceptingDecision(abstract.decision)
        ? acceptedPresentationTypes[abstract.decision]
        : abstract.presentationType,
    };
  }
  if (abstract.status === 'rejected') return { outcome: 'rejected', presentationType: null };
  return null;
}
