import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import {
  LightbulbIcon,
  MountainIcon,
  NetworkIcon,
  PresentationIcon,
  SparklesIcon,
  UsersIcon,
} from '../../components/content-icons';
import { whatToExpect, type TitledText } from '../../content/about';

const icons = {
  presentation: PresentationIcon,
  users: UsersIcon,
  lightbulb: LightbulbIcon,
  network: NetworkIcon,
  sparkles: SparklesIcon,
  mountain: MountainIcon,
} as const;

export function ExpectSection() {
  const { t } = useTranslation('about');
  const texts = t('expect.items', { returnObjects: true }) as Record<string, TitledText>;
  return (
    <section aria-labelledby="expect-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="expect-title" eyebrow={t('expect.eyebrow')} title={t('expect.title')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whatToExpect.map((item) => {
            const Icon = icons[item.icon];
            const text = texts[item.key];
            return (
              <li
                key={item.key}
                className="rounded-2xl border border-gray-100 p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg motion-reduce:transition-none"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-accent-500/20 text-accent-700">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">{text?.title}</h3>
                <p className="mt-2 text-gray-700">{text?.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
