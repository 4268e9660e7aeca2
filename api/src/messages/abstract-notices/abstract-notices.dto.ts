import { ArrayNotEmpty, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import {
  abstractNoticeMessages as texts,
  authorResponses,
  noticeOutcomes,
  type AbstractNoticeSendRequest,
  type AbstractResponseLink,
  type AbstractResponseRequest,
  type AuthorResponse,
  type NoticeOutcome,
} from '@caawg11/conference';

export class AbstractNoticePreviewQuery {
  @IsIn([...noticeOutcomes], { message: texts.outcomeInvalid })
  outcome: NoticeOutcome;
}

export class AbstractNoticeSendDto implements AbstractNoticeSendRequest {
  @IsArray({ message: texts.outcomesRequired })
  @ArrayNotEmpty({ message: texts.outcomesRequired })
  @IsIn([...noticeOutcomes], { each: true, message: texts.outcomeInvalid })
  outcomes: NoticeOutcome[];
}

/** Longer than any token issued; the service tells a malformed one from an unknown one. */
const maxTokenLength = 100;

export class AbstractResponseLinkDto implements AbstractResponseLink {
  @IsString({ message: texts.linkInvalid })
  @MaxLength(maxTokenLength, { message: texts.linkInvalid })
  token: string;
}

export class AbstractResponseDto
  extends AbstractResponseLinkDto
  implements AbstractResponseRequest
{
  @IsIn([...authorResponses], { message: texts.responseRequired })
  response: AuthorResponse;
}
