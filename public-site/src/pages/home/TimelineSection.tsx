import { useTranslation } from 'react-i18next';
import type { DatedEvent } from '@caawg11/conference';
import { SectionHeading } from '../../components/SectionHeading';
import { homeTimelineDates } from '../../content/home';

export function TimelineSection() {
  const { t } = useTranslation(['homeSections', 'home']);
  const timeline = t('timeline.items', {
    returnObjects: true,
    ...homeTimelineDates,
  }) as DatedEvent[];
  return (
    <section aria-labelledby="dates-title" className="bg-white py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading
          id="dates-title"
          eyebrow={t('timeline.eyebrow')}
          title={t('home:sections.timeline')}
        />
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute top-0 bottom-0 left-1/2 hidden w-0.5 -translate-x-1/2 bg-brand-100 md:block"
          />
          <ol className="relative space-y-8 border-l-2 border-brand-100 pl-8 md:border-l-0 md:pl-0">
            {timeline.map((item, index) => (
              <li
                key={item.event}
                className={`relative md:flex ${index % 2 === 0 ? 'md:justify-start' : 'md:justify-end'}`}
              >
                <span
                  aria-hidden="true"
                  className="absolute top-5 -left-[41px] h-4 w-4 rounded-full border-4 border-white bg-accent-500 shadow md:left-1/2 md:-translate-x-1/2"
                />
                <div className="rounded-2xl border border-gray-100 bg-white p-5 shadow-sm md:w-[calc(50%-2rem)]">
                  <p className="text-sm font-bold text-accent-700">{item.date}</p>
                  <p className="mt-1 text-lg font-semibold text-brand-900">{item.event}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
