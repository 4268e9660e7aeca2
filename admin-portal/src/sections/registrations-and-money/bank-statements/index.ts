export { BankStatementsSection } from './BankStatementsSection';
export { StatementReview } from './StatementReview';
