import { emailChangeMessages } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { confirmEmail } from '../forms/calls';
import { OneClickLinkPage } from './personal-link/OneClickLinkPage';

/** Where the link e-mailed to a registration's proposed new address leads: confirm it. */
export function EmailConfirmationPage() {
  const { t } = useTranslation('emailConfirmation');
  return (
    <OneClickLinkPage
      text={{
        title: t('title'),
        question: t('question'),
        act: t('confirm'),
        acting: t('confirming'),
        problem: t('problem'),
        openRegistration: t('openRegistration'),
      }}
      done={emailChangeMessages.confirmed}
      linkInvalid={emailChangeMessages.linkInvalid}
      act={confirmEmail}
    />
  );
}
