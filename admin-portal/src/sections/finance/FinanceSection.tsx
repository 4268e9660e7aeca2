import { FinanceReportPanel } from './FinanceReportPanel';
import { PaymentRemindersPanel } from './PaymentRemindersPanel';

export function FinanceSection() {
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-gray-900">Finance</h1>
      <FinanceReportPanel />
      <PaymentRemindersPanel />
    </div>
  );
}
