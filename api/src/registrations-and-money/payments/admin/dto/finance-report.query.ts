import { financeReportRules, type FinanceReportRange } from '@caawg11/conference';
import { FollowsRule } from '../../../../platform/common/dto-rules.js';

/** `?from=&to=`: the report's first and last day, conference time. */
export class FinanceReportQuery implements FinanceReportRange {
  @FollowsRule(financeReportRules.from)
  from: string;

  @FollowsRule(financeReportRules.to)
  to: string;
}
