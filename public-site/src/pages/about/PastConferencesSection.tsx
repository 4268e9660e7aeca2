import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import { pastConferenceYears, type PastConferenceText } from '../../content/about';

export function PastConferencesSection() {
  const { t } = useTranslation('about');
  const texts = t('past.conferences', { returnObjects: true }) as PastConferenceText[];
  return (
    <section aria-labelledby="past-title" className="bg-brand-50/60 py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="past-title"
          eyebrow={t('past.eyebrow')}
          title={t('past.title')}
          lead={t('past.lead', { number: pastConferenceYears.length })}
        />
        <div
          className="overflow-x-auto rounded-2xl bg-white shadow-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="past-title"
        >
          <table className="w-full min-w-[320px] text-left text-sm sm:text-base">
            <caption className="sr-only">{t('past.caption')}</caption>
            <thead className="bg-brand-700 text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('past.year')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('past.hostCountry')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('past.theme')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pastConferenceYears.map((year, index) => (
                <tr key={year} className="border-t border-gray-100 even:bg-brand-50/40">
                  <th scope="row" className="px-4 py-3 font-bold text-brand-900">
                    {year}
                  </th>
                  <td className="px-4 py-3 text-gray-800">{texts[index]?.location}</td>
                  <td className="px-4 py-3 text-gray-700">{texts[index]?.theme}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
