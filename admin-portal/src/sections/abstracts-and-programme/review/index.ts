export { fetchReviewStatistics, reviewQueryKeys } from './review-api';
