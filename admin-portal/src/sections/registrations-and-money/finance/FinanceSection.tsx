import { Navigate } from '@caawg11/conference/routing';
import { usePermissions } from '../../../auth/auth-context';
import { paths } from '../../../paths';
import { FinanceReportPanel } from './FinanceReportPanel';
import { PaymentRemindersPanel } from './PaymentRemindersPanel';
import { CancellationPolicyPanel } from './CancellationPolicyPanel';

export function FinanceSection() {
  const permissions = usePermissions();
  // The side bar hides the section from these roles; a typed or bookmarked address lands here.
  if (!permissions.can('read', 'Payment')) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-gray-900">Finance</h1>
      <FinanceReportPanel />
      <PaymentRemindersPanel />
      <CancellationPolicyPanel />
    </div>
  );
}
