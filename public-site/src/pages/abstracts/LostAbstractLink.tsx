import { useTranslation } from 'react-i18next';
import { requestAbstractLink } from '../../forms/calls';
import { AccessRequestForm } from '../verify/AccessRequestForm';

/** "Lost your link?": a fresh link to the author's page of each abstract sent from an address. */
export function LostAbstractLink() {
  const { t } = useTranslation('myAbstract');
  return (
    <section
      id="lost-link"
      aria-labelledby="lost-link-heading"
      className="scroll-mt-28 rounded-xl bg-white p-6 shadow"
    >
      <h2 id="lost-link-heading" className="text-xl font-bold text-brand-900">
        {t('lostLink.heading')}
      </h2>
      <p className="mt-2 mb-4 text-sm text-gray-700">{t('lostLink.intro')}</p>
      <AccessRequestForm
        request={requestAbstractLink}
        namespace="myAbstract"
        id="lost-link-email"
      />
    </section>
  );
}
