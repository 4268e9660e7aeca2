import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, Matches } from 'class-validator';
import {
  abstractDecisions,
  committeeSorts,
  listSortOrders,
  reviewLimits,
  reviewMessages,
  reviewRecommendations,
  reviewSettingsRules,
  subthemeTitles,
  type AbstractDecision,
  type CommitteeDecisionFilter,
  type CommitteeSort,
  type DecisionRequest,
  type ListSortOrder,
  type ReviewerInstitutionRequest,
  type ReviewInput,
  type ReviewQuestion,
  type ReviewRecommendation,
  type ReviewScore,
  type ReviewSettings,
  type SubthemeTitle,
  type WithOptional,
} from '@caawg11/conference';
import { PageQuery } from '../../platform/admin/page-query.js';
import { FollowsRule, OptionalField } from '../../platform/common/dto-rules.js';

const recordId = /^[1-9]\d{0,18}$/;

function optionalComment(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && value.trim().length <= reviewLimits.comment
    ? null
    : reviewMessages.comment;
}

export class ReviewSettingsDto implements WithOptional<ReviewSettings, 'authorEditsUntil'> {
  @FollowsRule(reviewSettingsRules.opensOn)
  opensOn: string | null;

  @FollowsRule(reviewSettingsRules.closesOn)
  closesOn: string | null;

  @FollowsRule(reviewSettingsRules.anonymous)
  anonymous: boolean;

  /** Left out, the saved date stays. */
  @FollowsRule(reviewSettingsRules.authorEditsUntil)
  authorEditsUntil?: string | null;

  @FollowsRule(reviewSettingsRules.questions)
  questions: ReviewQuestion[];
}

export class ReviewDto implements ReviewInput {
  @FollowsRule((value) =>
    Array.isArray(value) &&
    value.length <= reviewLimits.maxQuestions &&
    value.every(
      (entry: Partial<ReviewScore> | null) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.questionId === 'string' &&
        recordId.test(entry.questionId) &&
        typeof entry.score === 'number',
    )
      ? null
      : reviewMessages.scores,
  )
  scores: ReviewScore[];

  @IsIn([...reviewRecommendations], { message: reviewMessages.recommendation })
  recommendation: ReviewRecommendation;

  @FollowsRule((value) =>
    typeof value !== 'string' || value.trim() === ''
      ? reviewMessages.commentToCommittee
      : optionalComment(value),
  )
  commentToCommittee: string;

  @FollowsRule(optionalComment)
  commentToAuthors?: string | null;
}

export class DecisionDto implements DecisionRequest {
  @IsArray({ message: reviewMessages.decisionIds })
  @ArrayNotEmpty({ message: reviewMessages.decisionIds })
  @ArrayMaxSize(500, { message: 'At most 500 abstracts can be decided at once' })
  @Matches(recordId, { each: true, message: reviewMessages.decisionIds })
  ids: string[];

  @IsIn([...abstractDecisions], { message: reviewMessages.decision })
  decision: AbstractDecision;

  @FollowsRule((value, body) => {
    const decision = (body as Partial<DecisionRequest> | undefined)?.decision;
    const given = value !== undefined && value !== null && value !== '';
    if (decision === 'duplicate') {
      return given && typeof value === 'string' && recordId.test(value)
        ? null
        : reviewMessages.duplicateOf;
    }
    return given ? reviewMessages.duplicateOfOnlyForDuplicate : null;
  })
  duplicateOfId?: string | null;
}

export class SubthemeChangeDto {
  @IsIn([...subthemeTitles], { message: reviewMessages.subtheme })
  subtheme: SubthemeTitle;
}

export class ReviewersDto {
  @IsArray({ message: reviewMessages.reviewerUnknown })
  @ArrayMaxSize(200, { message: reviewMessages.reviewerUnknown })
  @Matches(recordId, { each: true, message: reviewMessages.reviewerUnknown })
  reviewerIds: string[];
}

export class ReviewerInstitutionDto implements ReviewerInstitutionRequest {
  @FollowsRule((value) =>
    value === null || (typeof value === 'string' && value.trim().length <= reviewLimits.institution)
      ? null
      : reviewMessages.institution,
  )
  institution: string | null;
}

export class CommitteeQuery extends PageQuery {
  @OptionalField()
  @IsIn([...committeeSorts], { message: `sort must be one of: ${committeeSorts.join(', ')}` })
  sort: CommitteeSort = 'score';

  @OptionalField()
  @IsIn([...listSortOrders], { message: 'order must be asc or desc' })
  order: ListSortOrder = 'desc';

  @OptionalField()
  @IsIn([...subthemeTitles], { message: reviewMessages.subtheme })
  subtheme?: SubthemeTitle;

  @OptionalField()
  @IsIn([...abstractDecisions, 'none'], { message: reviewMessages.decision })
  decision?: CommitteeDecisionFilter;
}
