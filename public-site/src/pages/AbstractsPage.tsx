import { deadlines, edition, mailboxes, type DatedEvent } from '@caawg11/conference';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { abstractDates } from '../content/abstracts';
import { calendarDay, conferenceDays } from '../content/calendar';
import { AbstractForm } from '../forms/AbstractForm';
import { scrollToElement } from '../forms/scroll';
import { CallForPapers, Guidelines } from './abstracts/CallForPapers';
import { ImportantDates } from './abstracts/ImportantDates';
import { LostAbstractLink } from './abstracts/LostAbstractLink';

export function AbstractsPage() {
  const formSection = useRef<HTMLElement>(null);
  const scrollToForm = useCallback(() => scrollToElement(formSection.current), []);
  const { t } = useTranslation('abstracts');
  const importantDates: readonly DatedEvent[] = abstractDates.map((item) => ({
    date: t(`${item.key}.date`, item.days),
    event: t(`${item.key}.event`),
  }));

  return (
    <main className="flex-1 bg-gray-50 pt-24 pb-16">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 py-14 text-white">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-3 text-lg text-accent-400">
            {t('hero.dates', {
              date: calendarDay(deadlines.abstractSubmission),
              ...conferenceDays,
            })}
          </p>
          <p className="mt-3 max-w-2xl text-brand-100">
            {t('hero.intro', { shortName: edition.shortName })}
          </p>
          <a
            href="#submission-form"
            className="mt-6 inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('hero.submitLink')}
          </a>
        </div>
      </section>

      <CallForPapers />
      <Guidelines />

      <div className="mx-auto mt-12 grid max-w-6xl gap-8 px-4 lg:grid-cols-3">
        <section
          ref={formSection}
          id="submission-form"
          aria-labelledby="submission-form-heading"
          className="scroll-mt-28 rounded-xl bg-white p-5 shadow sm:p-8 lg:col-span-2"
        >
          <h2 id="submission-form-heading" className="mb-6 text-2xl font-bold text-brand-900">
            {t('formHeading')}
          </h2>
          <AbstractForm onOutcome={scrollToForm} />
        </section>
        <div className="space-y-8">
          <ImportantDates id="abstract-dates" heading={t('dates.heading')} dates={importantDates} />
          <LostAbstractLink />
          <section
            aria-labelledby="questions-heading"
            className="rounded-xl bg-brand-900 p-6 text-white"
          >
            <h2 id="questions-heading" className="text-xl font-bold">
              {t('questions.heading')}
            </h2>
            <p className="mt-2 text-brand-100">{t('questions.text')}</p>
            <a
              href={`mailto:${mailboxes.abstracts}`}
              className="mt-4 inline-block rounded-md bg-accent-400 px-5 py-2.5 font-semibold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('questions.button')}
            </a>
          </section>
        </div>
      </div>
    </main>
  );
}
