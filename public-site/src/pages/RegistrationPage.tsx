import { uiTimingsMs } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { conferenceDays } from '../content/calendar';
import { RegistrationForm } from '../forms/RegistrationForm';
import { CountdownBanner } from './registration/CountdownBanner';
import { FeeTable } from './registration/FeeTable';
import { PaymentDetails, RegistrationContacts } from './registration/PaymentDetails';
import { usePricingTier } from './registration/useNow';

export function RegistrationPage() {
  const { t } = useTranslation('registration');
  const tier = usePricingTier(uiTimingsMs.countdownTick);
  return (
    <main className="flex-1 bg-gray-50 pt-24 pb-16">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 py-12 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-brand-100">{t('dates', conferenceDays)}</p>
          <CountdownBanner />
        </div>
      </section>

      <div className="mx-auto mt-10 grid max-w-6xl gap-8 px-4 lg:grid-cols-3">
        <section
          aria-labelledby="registration-form-heading"
          className="scroll-mt-28 rounded-xl bg-white p-5 shadow sm:p-8 lg:col-span-2"
        >
          <h2 id="registration-form-heading" className="mb-2 text-2xl font-bold text-brand-900">
            {t('formHeading')}
          </h2>
          <RegistrationForm tier={tier} />
        </section>
        <div className="space-y-8">
          <FeeTable tier={tier} />
          <PaymentDetails />
          <RegistrationContacts />
        </div>
      </div>
    </main>
  );
}
