import { ArrayNotEmpty, IsArray, IsIn } from 'class-validator';
import {
  abstractNoticeMessages as texts,
  authorResponses,
  noticeOutcomes,
  type AbstractNoticeSendRequest,
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

export class AbstractResponseDto implements AbstractResponseRequest {
  @IsIn([...authorResponses], { message: texts.responseRequired })
  response: AuthorResponse;
}
