import type {
  AbstractReviewer,
  ApiResult,
  AssignedReviews,
  CommitteeDecisionFilter,
  CommitteeDetail,
  CommitteeList,
  CommitteeSort,
  DataResult,
  DecisionRequest,
  ListSortOrder,
  ReviewInput,
  ReviewScreen,
  ReviewSettings,
  ReviewStatistics,
  SubthemeTitle,
} from '@caawg11/conference';
import { apiRequest } from '../../../api/client';

export const reviewQueryKeys = {
  settings: ['review-settings'] as const,
  assigned: ['review-assigned'] as const,
  screen: (id: string) => ['review-assigned', id] as const,
  committee: (query: CommitteeQuery) => ['review-committee', query] as const,
  committeeAll: ['review-committee'] as const,
  detail: (id: string) => ['review-committee-detail', id] as const,
  reviewers: (id: string) => ['review-committee-reviewers', id] as const,
  statistics: ['review-statistics'] as const,
};

export async function fetchReviewSettings(): Promise<ReviewSettings> {
  return (await apiRequest<DataResult<ReviewSettings>>('/admin/review/settings')).data;
}

export async function saveReviewSettings(settings: ReviewSettings): Promise<ReviewSettings> {
  return (
    await apiRequest<DataResult<ReviewSettings>>('/admin/review/settings', {
      method: 'PUT',
      body: settings,
    })
  ).data;
}

export async function fetchAssigned(): Promise<AssignedReviews> {
  return (await apiRequest<DataResult<AssignedReviews>>('/admin/review/assigned')).data;
}

export async function fetchReviewScreen(id: string): Promise<ReviewScreen> {
  return (
    await apiRequest<DataResult<ReviewScreen>>(`/admin/review/assigned/${encodeURIComponent(id)}`)
  ).data;
}

export async function saveReview(id: string, review: ReviewInput): Promise<ReviewScreen> {
  return (
    await apiRequest<DataResult<ReviewScreen>>(`/admin/review/assigned/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: review,
    })
  ).data;
}

export function declareConflict(id: string): Promise<ApiResult> {
  return apiRequest(`/admin/review/assigned/${encodeURIComponent(id)}/conflict`, {
    method: 'POST',
  });
}

export interface CommitteeQuery {
  page: number;
  sort: CommitteeSort;
  order: ListSortOrder;
  subtheme?: SubthemeTitle;
  decision?: CommitteeDecisionFilter;
}

export const committeePageSize = 25;

export function fetchCommittee(query: CommitteeQuery): Promise<CommitteeList> {
  const params = new URLSearchParams({
    page: String(query.page),
    limit: String(committeePageSize),
    sort: query.sort,
    order: query.order,
  });
  if (query.subtheme) params.set('subtheme', query.subtheme);
  if (query.decision) params.set('decision', query.decision);
  return apiRequest(`/admin/review/committee?${params.toString()}`);
}

export async function fetchCommitteeDetail(id: string): Promise<CommitteeDetail> {
  return (
    await apiRequest<DataResult<CommitteeDetail>>(
      `/admin/review/committee/${encodeURIComponent(id)}`,
    )
  ).data;
}

export async function decide(request: DecisionRequest): Promise<string> {
  return (await apiRequest<ApiResult>('/admin/review/decisions', { method: 'PUT', body: request }))
    .message;
}

export async function changeSubtheme(id: string, subtheme: SubthemeTitle): Promise<void> {
  await apiRequest(`/admin/review/committee/${encodeURIComponent(id)}/subtheme`, {
    method: 'PUT',
    body: { subtheme },
  });
}

export async function fetchReviewers(id: string): Promise<AbstractReviewer[]> {
  return (
    await apiRequest<DataResult<AbstractReviewer[]>>(
      `/admin/review/committee/${encodeURIComponent(id)}/reviewers`,
    )
  ).data;
}

export async function saveReviewers(
  id: string,
  reviewerIds: string[],
): Promise<AbstractReviewer[]> {
  return (
    await apiRequest<DataResult<AbstractReviewer[]>>(
      `/admin/review/committee/${encodeURIComponent(id)}/reviewers`,
      { method: 'PUT', body: { reviewerIds } },
    )
  ).data;
}

/** Declares the institution a reviewer belongs to; null or blank declares none. */
export async function saveReviewerInstitution(
  reviewerId: string,
  institution: string | null,
): Promise<string> {
  return (
    await apiRequest<ApiResult>(
      `/admin/review/reviewers/${encodeURIComponent(reviewerId)}/institution`,
      { method: 'PUT', body: { institution } },
    )
  ).message;
}

export async function fetchReviewStatistics(): Promise<ReviewStatistics> {
  return (await apiRequest<DataResult<ReviewStatistics>>('/admin/review/statistics')).data;
}
