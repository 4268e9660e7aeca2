import {
  abstractDetailRules,
  abstractRules as rules,
  type AbstractLanguage,
  type AbstractPresentationType,
  type AbstractRequest,
  type SubthemeTitle,
  type WithOptional,
} from '@caawg11/conference';
import { ChoiceOrDefault, EmailAddress, TrimmedText } from '../../../platform/common/dto-rules.js';
import { NoticeVersion } from '../../../team-and-settings/privacy/notice-version.decorator.js';

/**
 * POST /api/abstracts.php, multipart/form-data.
 *
 * Field order for the form: every text field below (fullName, affiliation, email, phone,
 * abstractTitle, subtheme, language, presentationType, comments, authors, abstractText,
 * keywords, recaptchaToken) FIRST, then the
 * file part `abstractFile` LAST. The api reads the body as a stream and stops at the file:
 * fields sent after it are never read (and the submission fails for missing fields).
 */
export class AbstractDto implements WithOptional<AbstractRequest, 'phone' | 'comments'> {
  @TrimmedText(rules.fullName)
  fullName: string;

  @TrimmedText(rules.affiliation)
  affiliation: string;

  @EmailAddress(rules.email)
  email: string;

  @TrimmedText(rules.phone)
  phone?: string;

  @TrimmedText(rules.abstractTitle)
  abstractTitle: string;

  @TrimmedText(rules.subtheme)
  subtheme: SubthemeTitle;

  @ChoiceOrDefault(rules.language, 'English')
  language: AbstractLanguage = 'English';

  @ChoiceOrDefault(rules.presentationType, 'Oral Presentation')
  presentationType: AbstractPresentationType = 'Oral Presentation';

  @TrimmedText(rules.comments)
  comments?: string;

  /**
   * The authors in order, as JSON text: `[{ name, affiliation, country?, email?, presenting? }]`.
   * Left out, the submitter is the one author and presenter.
   */
  @TrimmedText(abstractDetailRules.authors)
  authors?: string;

  /** The abstract's text, at most 300 words; left out, it is read from the Word file. */
  @TrimmedText(abstractDetailRules.abstractText)
  abstractText?: string;

  /** Up to five keywords, with commas or semicolons between them. */
  @TrimmedText(abstractDetailRules.keywords)
  keywords?: string;

  /** The solved robot-check payload. */
  @TrimmedText(rules.recaptchaToken)
  recaptchaToken: string;

  /** The version of the privacy notice shown beside the submit button. */
  @NoticeVersion()
  privacyNoticeVersion?: string;
}
