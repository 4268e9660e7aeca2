import { IsIn } from 'class-validator';
import {
  abstractAuthorLimits,
  abstractNoticeMessages,
  abstractAuthorMessages,
  abstractDetailRules,
  abstractRules,
  accessRequestRules,
  checkAbstractAuthors,
  authorResponses,
  messages,
  presenterBiographyRule,
  myAbstractMessages,
  type AbstractAuthor,
  type AccessRequest,
  type AuthorResponse,
  type MyAbstractChange,
  type PresenterBiographyRequest,
  type MyAbstractPresenterChange,
  type MyAbstractResponseRequest,
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

/** POST /api/my-abstract/response, JSON `{ response }`, as the notice's link sends it. */
export class MyAbstractResponseDto implements MyAbstractResponseRequest {
  @IsIn([...authorResponses], { message: abstractNoticeMessages.responseRequired })
  response: AuthorResponse;
}

/** PUT /api/my-abstract/presenter, JSON `{ position }`: the new presenter's place, from 0. */
export class MyAbstractPresenterDto implements MyAbstractPresenterChange {
  @FollowsRule((value) =>
    Number.isInteger(value) && (value as number) >= 0 ? null : myAbstractMessages.presenterPosition,
  )
  position: number;
}
