import { edition, mailboxes, sponsorPackages } from '@caawg11/conference';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conferenceDays } from '../content/calendar';
import { SponsorshipInquiryDialog } from '../forms/SponsorshipInquiryDialog';
import { PackageCards } from './sponsorship/PackageCards';

const accentButton =
  'inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const outlineButton =
  'inline-block rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

interface Benefit {
  title: string;
  text: string;
}

export function SponsorshipPage() {
  const { t } = useTranslation('sponsorship');
  // null: closed; otherwise the package preselected in the inquiry ('' for none).
  const [inquiry, setInquiry] = useState<string | null>(null);

  return (
    <main className="flex-1 bg-gray-50 pt-24 pb-16">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 py-14 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-3 text-lg font-semibold text-accent-400">
            {t('hero.dates', conferenceDays)}
          </p>
          <p className="mt-3 max-w-2xl text-brand-100">
            {t('hero.tagline', {
              shortName: edition.shortName,
              associationName: edition.associationName,
              years: edition.anniversaryYears,
            })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#sponsorship-packages" className={accentButton}>
              {t('hero.viewPackages')}
            </a>
            <button type="button" className={outlineButton} onClick={() => setInquiry('')}>
              {t('contactUs')}
            </button>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-12">
        <p className="text-lg text-gray-800">{t('intro', { shortName: edition.shortName })}</p>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-brand-50 py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="benefits-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('benefits.heading')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {(t('benefits.items', { returnObjects: true }) as Benefit[]).map((benefit) => (
              <li key={benefit.title} className="rounded-xl bg-white p-6 shadow">
                <h3 className="text-lg font-semibold text-brand-900">{benefit.title}</h3>
                <p className="mt-2 text-gray-700">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="sponsorship-packages"
        aria-labelledby="packages-heading"
        className="mx-auto max-w-4xl scroll-mt-28 px-4 py-12"
      >
        <h2 id="packages-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {t('packagesSection.heading')}
        </h2>
        <p className="mt-2 mb-6 text-gray-700">{t('packagesSection.intro')}</p>
        <PackageCards packages={sponsorPackages} onInquire={(label) => setInquiry(label)} />
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4">
        <div className="rounded-2xl bg-gradient-to-r from-brand-900 to-brand-700 p-8 text-center text-white sm:p-12">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            {t('cta.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            {t('cta.text', { email: mailboxes.sponsorship })}
          </p>
          <button type="button" className={`${accentButton} mt-6`} onClick={() => setInquiry('')}>
            {t('contactUs')}
          </button>
        </div>
      </section>

      {inquiry !== null && (
        <SponsorshipInquiryDialog initialPackage={inquiry} onClose={() => setInquiry(null)} />
      )}
    </main>
  );
}
