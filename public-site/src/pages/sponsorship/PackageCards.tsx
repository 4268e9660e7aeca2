import { packageOptionLabel, type SponsorPackage } from '@caawg11/conference';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButtonClass } from '../../forms/SubmitButton';

interface PackageCardsProps {
  packages: readonly SponsorPackage[];
  /** Opens the inquiry with this package ('name - price') preselected. */
  onInquire: (packageLabel: string) => void;
}

/** A package's words in the page's language. */
interface PackageTexts {
  name: string;
  availability: string;
  badge?: string;
  benefits: readonly { category: string; items: readonly string[] }[];
}

/** The packages as expandable cards: one open at a time, a click on an open one closes it. */
export function PackageCards({ packages, onInquire }: PackageCardsProps) {
  const { t } = useTranslation('sponsorship');
  const packageTexts = t('packages', { returnObjects: true }) as Record<
    string,
    PackageTexts | undefined
  >;
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <ul className="grid gap-4">
      {packages.map((pkg) => {
        const open = pkg.id === openId;
        const panelId = `package-${pkg.id}-details`;
        const texts = packageTexts[pkg.id];
        return (
          <li
            key={pkg.id}
            className={`overflow-hidden rounded-xl border-2 bg-white shadow ${open ? 'border-accent-500' : 'border-transparent'}`}
          >
            <h3>
              <button
                id={`package-${pkg.id}-toggle`}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : pkg.id)}
                className="flex w-full flex-wrap items-center justify-between gap-3 p-5 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
              >
                <span className="flex flex-wrap items-center gap-3">
                  <span className="text-xl font-bold text-brand-900">{texts?.name}</span>
                  {texts?.badge && (
                    <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-brand-900">
                      {texts.badge}
                    </span>
                  )}
                </span>
                <span className="flex items-center gap-4">
                  <span className="text-right">
                    <span className="block text-lg font-bold text-accent-700">
                      {t('packagesSection.price', { price: pkg.priceUsd })}
                    </span>
                    <span className="block text-xs text-gray-700">{texts?.availability}</span>
                  </span>
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className={`text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                  >
                    <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
                  </svg>
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={`package-${pkg.id}-toggle`}
              hidden={!open}
              className="border-t border-gray-200 p-5"
            >
              <div className="grid gap-4 sm:grid-cols-3">
                {texts?.benefits.map((group) => (
                  <div key={group.category}>
                    <h4 className="font-semibold text-brand-900">{group.category}</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
                      {group.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
              <button
                type="button"
                className={`${primaryButtonClass} mt-5`}
                onClick={() => onInquire(packageOptionLabel(pkg))}
              >
                {t('packagesSection.inquire')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
