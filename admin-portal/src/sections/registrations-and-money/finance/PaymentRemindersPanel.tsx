import { paymentReminderMessages } from '@caawg11/conference';
import { usePermissions } from '../../../auth/auth-context';
import { QueryContent } from '../../../components/QueryContent';
import { useSectionQuery } from '../../use-section-query';
import { fetchPaymentReminders, financeQueryKeys } from './finance-api';
import { ReminderSettingsForm } from './ReminderSettingsForm';
import { nextReminderText, UpcomingRemindersTable } from './UpcomingRemindersTable';

const card = 'rounded-lg bg-white shadow-sm ring-1 ring-gray-200';

/** When registrations fall due, how the worker reminds those who have not paid, and who is next. */
export function PaymentRemindersPanel() {
  const permissions = usePermissions();
  const reminders = useSectionQuery({
    queryKey: financeQueryKeys.reminders,
    queryFn: fetchPaymentReminders,
  });

  return (
    <section aria-labelledby="payment-reminders-heading" className="space-y-4">
      <h2 id="payment-reminders-heading" className="text-xl font-semibold text-gray-900">
        Payment reminders
      </h2>
      <QueryContent
        query={reminders}
        loading="Loading payment reminders"
        failure={paymentReminderMessages.loadFailed}
      >
        {(data) => (
          <>
            <div className={card}>
              <ReminderSettingsForm
                settings={data.settings}
                canEdit={permissions.can('update', 'Payment')}
              />
            </div>
            <div className={card}>
              <UpcomingRemindersTable
                upcoming={data.upcoming}
                paused={data.settings.paused}
                nextRunAt={data.nextRunAt}
              />
              <p className="border-t border-gray-100 px-4 py-3 text-sm text-gray-600">
                Next run: {nextReminderText(data.settings.paused, data.nextRunAt)}. Reminders sent
                so far: {data.sentCount}
              </p>
            </div>
          </>
        )}
      </QueryContent>
    </section>
  );
}
