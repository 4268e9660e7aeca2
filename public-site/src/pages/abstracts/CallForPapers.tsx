import { mailboxes } from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { callStages } from '../../content/abstracts';

/** A decorative tick before each guideline, hidden from screen readers. */
const tick = '✓';

export function CallForPapers() {
  const { t } = useTranslation('abstracts');
  const enquiries = mailboxes.abstracts;
  return (
    <section aria-labelledby="call-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="call-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('call.heading')}
      </h2>
      <p className="mt-3 max-w-3xl text-gray-700">{t('call.intro')}</p>
      <ol className="mt-6 grid gap-6 md:grid-cols-2">
        {callStages.map((stage) => (
          <li
            key={stage.key}
            className="rounded-xl border-t-4 border-accent-500 bg-white p-6 shadow"
          >
            <h3 className="text-lg font-semibold text-brand-900">{t(`${stage.key}.title`)}</h3>
            <p className="mt-1 font-medium text-accent-700">
              {t(`${stage.key}.deadline`, { date: stage.date })}
            </p>
            <p className="mt-2 text-gray-700">{t(`${stage.key}.text`)}</p>
          </li>
        ))}
      </ol>
      <ul className="mt-6 list-disc space-y-2 pl-5 text-gray-700">
        {(t('call.points', { returnObjects: true }) as string[]).map((point) => (
          <li key={point}>{point}</li>
        ))}
        <li>
          {t('call.enquiries')}{' '}
          <a href={`mailto:${enquiries}`} className="font-medium text-brand-700 underline">
            {enquiries}
          </a>
        </li>
      </ul>
    </section>
  );
}

export function Guidelines() {
  const { t } = useTranslation('abstracts');
  return (
    <section aria-labelledby="guidelines-heading" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="guidelines-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {t('guidelines.heading')}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {(t('guidelines.items', { returnObjects: true }) as string[]).map((line) => (
            <li key={line} className="flex gap-3 rounded-lg bg-white p-4 text-gray-800 shadow-sm">
              <span aria-hidden="true" className="font-bold text-brand-500">
                {tick}
              </span>
              {line}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
