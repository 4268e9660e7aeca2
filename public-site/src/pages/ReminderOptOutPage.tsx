import { paymentReminderMessages } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { optOutOfReminders } from '../forms/calls';
import { OneClickLinkPage } from './personal-link/OneClickLinkPage';

/** Where the link at the foot of a payment reminder leads: one click, and no more reminders. */
export function ReminderOptOutPage() {
  const { t } = useTranslation('reminderOptOut');
  return (
    <OneClickLinkPage
      text={{
        title: t('title'),
        question: t('question'),
        act: t('stop'),
        acting: t('stopping'),
        problem: t('problem'),
        openRegistration: t('openRegistration'),
      }}
      done={paymentReminderMessages.optedOut}
      linkInvalid={paymentReminderMessages.optOutInvalid}
      act={optOutOfReminders}
    />
  );
}
