import {
  abstractLanguages,
  abstractPresentationTypes,
  maxLengths,
  messages,
  subthemeTitles,
  type AbstractLanguage,
  type AbstractPresentationType,
  type SubthemeTitle,
} from '@caawg11/conference';
import {
  ChoiceWithDefault,
  OptionalText,
  RequiredChoice,
  RequiredEmail,
  RequiredText,
} from '../../common/dto-rules.js';
import { captchaTokenMaxLength } from '../../captcha/captcha.service.js';

/**
 * POST /api/abstracts.php, multipart/form-data.
 *
 * Field order for the form: every text field below (fullName, affiliation, email, phone,
 * abstractTitle, subtheme, language, presentationType, comments, recaptchaToken) FIRST, then the
 * file part `abstractFile` LAST. The api reads the body as a stream and stops at the file:
 * fields sent after it are never read (and the submission fails for missing fields).
 */
export class AbstractDto {
  @RequiredText(messages.abstract.fullName, maxLengths.name)
  fullName: string;

  @RequiredText(messages.abstract.affiliation, maxLengths.shortText)
  affiliation: string;

  @RequiredEmail(messages.abstract.email)
  email: string;

  @OptionalText(maxLengths.phone)
  phone?: string;

  @RequiredText(messages.abstract.abstractTitle, maxLengths.title)
  abstractTitle: string;

  @RequiredChoice(subthemeTitles, messages.abstract.subtheme)
  subtheme: SubthemeTitle;

  @ChoiceWithDefault(abstractLanguages, 'English')
  language: AbstractLanguage = 'English';

  @ChoiceWithDefault(abstractPresentationTypes, 'Oral Presentation')
  presentationType: AbstractPresentationType = 'Oral Presentation';

  @OptionalText(maxLengths.message)
  comments?: string;

  /** The solved robot-check payload. */
  @RequiredText(messages.captchaRequired, captchaTokenMaxLength)
  recaptchaToken: string;
}
