import { Injectable } from '@nestjs/common';
import {
  checkAbstractAuthors,
  inboxReference,
  messages,
  normaliseEmail,
  splitKeywords,
  type AbstractTextSource,
  type ApiResult,
  type CheckedAuthor,
  type Language,
} from '@caawg11/conference';
import { CaptchaService } from '../../platform/captcha/captcha.service.js';
import { ApiError } from '../../platform/common/api-error.js';
import { AppConfig } from '../../platform/config/app-config.js';
import {
  FilesService,
  type ReceivedFile,
  type ReceivedUpload,
  type UploadPolicy,
} from '../../platform/files/files.service.js';
import { publicSiteLink } from '../../platform/mail/mail-context.js';
import type { MailMessage } from '../../platform/mail/mail-message.js';
import { OutboxService } from '../../platform/outbox/outbox.service.js';
import { hashLinkToken, newLinkToken } from '../../platform/security/link-token.js';
import { AbstractAccessLinks } from './abstract-access-links.service.js';
import { AbstractsRepository, type StoredAuthor } from './abstracts.repository.js';
import { textOfWordFile } from './abstract-text.js';
import type { AbstractDto } from './dto/abstract.dto.js';
import { ConsentsRepository } from '../../team-and-settings/privacy/consents.repository.js';

export const abstractFileField = 'abstractFile';

/** A Word document, .doc or .docx, at most 5 MB. */
export const abstractFilePolicy: UploadPolicy = {
  purpose: 'abstract',
  field: abstractFileField,
  allowed: ['doc', 'docx'],
  typeMessage: messages.abstract.fileType,
  sizeMessage: messages.abstract.fileSize,
};

@Injectable()
export class AbstractsService {
  constructor(
    private readonly abstracts: AbstractsRepository,
    private readonly files: FilesService,
    private readonly outbox: OutboxService,
    private readonly captcha: CaptchaService,
    private readonly config: AppConfig,
    private readonly consents: ConsentsRepository,
    private readonly accessLinks: AbstractAccessLinks,
  ) {}

  /** The text of an abstract's Word file, as a submission without typed text keeps it. */
  textOf(file: ReceivedFile): Promise<string | null> {
    return textOfWordFile(this.files, file);
  }

  /**
   * Refuses a missing or misnamed file before the robot check is used up, then keeps the
   * received file with the abstract and its e-mails in one transaction. A refusal at any
   * step leaves no file behind.
   */
  async submit(
    input: AbstractDto,
    upload: ReceivedUpload | undefined,
    clientIp: string,
    visitorLanguage: Language,
  ): Promise<ApiResult> {
    if (!upload) throw ApiError.validation({ [abstractFileField]: messages.abstract.file });
    this.files.checkName(upload, abstractFilePolicy);
    await this.captcha.assertSolved(input.recaptchaToken, clientIp);
    const authors = authorsOf(input);
    const typedText = input.abstractText || null;
    await this.files.withUpload(upload, abstractFilePolicy, async (file) => {
      const fileText = typedText === null ? await textOfWordFile(this.files, file) : null;
      const abstractText = typedText ?? fileText;
      const abstractTextSource: AbstractTextSource | null =
        typedText !== null ? 'form' : fileText !== null ? 'document' : null;
      await this.abstracts.transaction(async (manager) => {
        const fileId = await this.files.record(manager, file);
        const { fullName, affiliation, email, abstractTitle, subtheme } = input;
        const { language, presentationType } = input;
        const id = await this.abstracts.insert(manager, {
          fullName,
          affiliation,
          email,
          phone: input.phone || null,
          abstractTitle,
          subtheme,
          language,
          presentationType,
          abstractText,
          abstractTextSource,
          keywords: input.keywords ? splitKeywords(input.keywords) : null,
          comments: input.comments || null,
          fileId,
          visitorLanguage,
        });
        const named = withNotMeTokens(authors, email);
        await this.abstracts.insertAuthors(manager, id, named.authors);
        await this.consents.recordForm(manager, 'abstract', id, input.privacyNoticeVersion);
        const page = await this.accessLinks.issue(manager, id, visitorLanguage);
        const notMePage = publicSiteLink(
          this.config.PUBLIC_SITE_URL,
          '/abstract-author',
          visitorLanguage,
        );
        const reference = inboxReference('abstracts', id);
        // Written in the submitter's language: the form asks nobody else's.
        const coauthorMails: MailMessage[] = named.told.map(({ author, token }) => ({
          template: 'abstract-author-named',
          to: author.email,
          language: visitorLanguage,
          data: {
            authorName: author.name,
            submitterName: fullName,
            reference,
            abstractTitle,
            link: `${notMePage}?token=${token}`,
          },
        }));
        await this.outbox.add(manager, [
          {
            template: 'abstract-received',
            to: email,
            language: visitorLanguage,
            data: { fullName, abstractTitle, subtheme, presentationType, accessLink: page.link },
          },
          {
            template: 'abstract-notice',
            to: this.config.MAIL_ABSTRACTS,
            replyTo: email,
            data: {
              fullName,
              email,
              affiliation,
              abstractTitle,
              subtheme,
              language,
              presentationType,
              fileName: file.originalName,
            },
          },
          ...coauthorMails,
        ]);
      });
    });
    return { success: true, message: messages.abstractSuccess };
  }
}

/**
 * The authors as sent, checked by the DTO already; with none sent, the submitter is the one
 * author and presenter, as the spec's form has it.
 */
function authorsOf(input: AbstractDto): CheckedAuthor[] {
  if (!input.authors) {
    const { fullName: name, affiliation, email } = input;
    return [{ name, affiliation, email, presenting: true }];
  }
  const checked = checkAbstractAuthors(input.authors);
  if (!checked.ok) throw ApiError.validation({ authors: checked.message });
  return checked.authors;
}

interface NamedCoauthor {
  author: CheckedAuthor & { email: string };
  token: string;
}

/**
 * The authors as stored, each co-author with an address given a link to say it is not them;
 * the submitter is not told of their own abstract, and an address given twice is told once.
 */
function withNotMeTokens(
  authors: readonly CheckedAuthor[],
  submitterEmail: string,
): { authors: StoredAuthor[]; told: NamedCoauthor[] } {
  const told: NamedCoauthor[] = [];
  const addresses = new Set([normaliseEmail(submitterEmail)]);
  const stored = authors.map((author): StoredAuthor => {
    const email = author.email ? normaliseEmail(author.email) : undefined;
    if (!email || addresses.has(email)) return author;
    addresses.add(email);
    const token = newLinkToken();
    told.push({ author: { ...author, email }, token });
    return { ...author, notMeTokenHash: hashLinkToken(token) };
  });
  return { authors: stored, told };
}
