import { useTranslation } from 'react-i18next';
import { ContactForm } from '../forms/ContactForm';
import { ConferenceInformation } from './contact/ConferenceInformation';
import { ContactHero } from './contact/ContactHero';
import { EntebbeMap } from './contact/EntebbeMap';
import { Mailboxes } from './contact/Mailboxes';

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <main className="flex-1 bg-gray-50">
      <ContactHero />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <Mailboxes />
        <div className="space-y-8">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl bg-white p-6 shadow-sm sm:p-8"
          >
            <h2 id="contact-form-title" className="text-2xl font-extrabold text-brand-900">
              {t('formTitle')}
            </h2>
            <p className="mt-1 mb-5 text-sm text-gray-600">{t('allRequired')}</p>
            <ContactForm />
          </section>
          <ConferenceInformation />
        </div>
        <div className="lg:col-span-2">
          <EntebbeMap />
        </div>
      </div>
    </main>
  );
}
