import { useTranslation } from 'react-i18next';
import type { Subtheme, SubthemeText } from '../content/subthemes';
import { SubthemeIcon } from './SubthemeIcon';

/** One subtheme: icon, number, title, description and its topics. Grows while hovered. */
export function SubthemeCard({
  subtheme,
  headingLevel = 3,
}: {
  subtheme: Subtheme;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('subthemes');
  const texts = t('subthemeCards', { returnObjects: true }) as SubthemeText[];
  const text = texts[subtheme.number - 1];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-gray-100 bg-white p-6 shadow-sm transition duration-300 hover:z-10 hover:scale-105 hover:shadow-xl motion-reduce:transition-none"
      data-testid="subtheme-card"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <SubthemeIcon name={subtheme.icon} size={26} />
        </span>
        <p className="text-xs font-bold tracking-wider text-accent-700 uppercase">
          {t('subthemeCard.label', { number: subtheme.number, category: text?.category })}
        </p>
      </div>
      <Heading className="mt-4 text-lg leading-snug font-bold text-brand-900">
        {text?.title}
      </Heading>
      <p className="mt-2 text-sm text-gray-700">{text?.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-gray-700">
        {text?.items.map((item) => (
          <li key={item} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500"
            />
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}
