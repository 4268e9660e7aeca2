import {
  abstractAuthorLimits,
  abstractAuthorMessages,
  abstractDetailRules,
  abstractRules,
  accessRequestRules,
  checkAbstractAuthors,
  messages,
  presenterBiographyRule,
  type AbstractAuthor,
  type AccessRequest,
  type MyAbstractChange,
  type PresenterBiographyRequest,
} from '@caawg11/conference';
import { EmailAddress, FollowsRule, TrimmedText } from '../../platform/common/dto-rules.js';

/** PUT /api/my-abstract, JSON: the fields to change, each optional. */
export class MyAbstractChangeDto implements MyAbstractChange {
  @TrimmedText((value, body) =>
    value === undefined ? null : abstractRules.abstractTitle(value, body),
  )
  abstractTitle?: string;

  /** The whole list in order: `[{ name, affiliation, country?, email?, presenting? }]`. */
  @FollowsRule((value) => {
    if (value === undefined) return null;
    const checked = checkAbstractAuthors(value);
    return checked.ok ? null : checked.message;
  })
  authors?: AbstractAuthor[];

  /** At most 300 words; an empty text clears it. */
  @TrimmedText(abstractDetailRules.abstractText)
  abstractText?: string;

  @FollowsRule((value) => {
    if (value === undefined) return null;
    if (!Array.isArray(value) || value.some((keyword) => typeof keyword !== 'string')) {
      return messages.notText;
    }
    const keywords = (value as string[]).map((keyword) => keyword.trim()).filter(Boolean);
    if (keywords.length > abstractAuthorLimits.maxKeywords) {
      return abstractAuthorMessages.tooManyKeywords;
    }
    return keywords.some((keyword) => keyword.length > abstractAuthorLimits.keywordLength)
      ? messages.tooLong(abstractAuthorLimits.keywordLength)
      : null;
  })
  keywords?: string[];
}

/** POST /api/my-abstract/link-request, JSON `{ email }`, as the registration's request. */
export class AbstractLinkRequestDto implements AccessRequest {
  @EmailAddress(accessRequestRules.email)
  email: string;
}

/** PUT /api/my-abstract/biography, JSON `{ biography }`: at most 100 words; empty removes it. */
export class PresenterBiographyDto implements PresenterBiographyRequest {
  @TrimmedText(presenterBiographyRule)
  biography: string;
}
