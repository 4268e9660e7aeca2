import { useTranslation } from 'react-i18next';
import { AwardIcon, EyeIcon, TargetIcon } from '../../components/content-icons';
import { missionVisionGoal, statistics, type TitledText } from '../../content/about';

const icons = { target: TargetIcon, eye: EyeIcon, award: AwardIcon } as const;

export function MissionSection() {
  const { t } = useTranslation('about');
  const texts = t('missionVisionGoal', { returnObjects: true }) as Record<string, TitledText>;
  const statisticLabels = t('statistics', { returnObjects: true }) as Record<string, string>;
  return (
    <section aria-labelledby="mission-title" className="bg-white py-20">
      <h2 id="mission-title" className="sr-only">
        {t('missionHeading')}
      </h2>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-6 md:grid-cols-3">
          {missionVisionGoal.map((item) => {
            const Icon = icons[item.icon];
            const text = texts[item.key];
            return (
              <article key={item.key} className="rounded-2xl border border-gray-100 p-8 shadow-sm">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon />
                </span>
                <h3 className="mt-4 text-xl font-bold text-brand-900">{text?.title}</h3>
                <p className="mt-2 text-gray-700">{text?.text}</p>
              </article>
            );
          })}
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {statistics.map((stat) => (
            <div
              key={stat.key}
              className="flex flex-col-reverse rounded-2xl bg-brand-700 p-6 text-center text-white"
            >
              <dt className="mt-1 text-sm font-medium text-brand-100">
                {statisticLabels[stat.key]}
              </dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
