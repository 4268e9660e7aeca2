import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { earlyBirdBannerDays, earlyBirdEndsAt, uiTimingsMs } from '@caawg11/conference';
import { CloseIcon, ClockIcon } from '../../components/icons';
import { useClock } from '../../hooks/useClock';
import { useLocalizedPath } from '../../i18n/language';

/**
 * The floating Early Bird Registration banner of the home page: a day count to 31 July
 * 2025 (counting up afterwards) and a highlight that pulses every 2 seconds. Its close
 * button hides it until the visitor next comes to the page.
 */
export function EarlyBirdBanner() {
  const { t } = useTranslation('home');
  const to = useLocalizedPath();
  const registrationPath = to('/registration');
  const clock = useClock();
  const [open, setOpen] = useState(true);
  const [pulse, setPulse] = useState(false);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setPulse((value) => !value), uiTimingsMs.earlyBirdPulse);
    return () => clearInterval(timer);
  }, [open]);

  if (!open) return null;

  const days = earlyBirdBannerDays(clock);
  // The offer runs to the end of 31 July; only then does the wording turn to "since".
  const ended = clock.now().getTime() >= earlyBirdEndsAt.getTime();

  return (
    <aside
      aria-labelledby="early-bird-title"
      data-pulse={pulse}
      className={`fixed right-3 bottom-3 left-3 z-40 rounded-2xl bg-white p-4 shadow-2xl sm:right-4 sm:bottom-4 sm:p-5 ring-2 transition duration-700 sm:left-auto sm:w-80 motion-reduce:transition-none ${
        pulse ? 'ring-accent-500 motion-safe:scale-[1.03]' : 'ring-brand-100'
      }`}
    >
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={t('earlyBird.close')}
        className="absolute top-2 right-2 rounded-full p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
      >
        <CloseIcon size={18} />
      </button>
      <div className="flex items-center gap-2 pr-8">
        <ClockIcon size={20} className="text-accent-700" />
        <h2 id="early-bird-title" className="font-bold text-brand-900">
          {t('earlyBird.title')}
        </h2>
      </div>
      <p className="mt-2 text-sm text-gray-700 sm:mt-3" data-testid="early-bird-count">
        <span
          className={`mr-1 text-3xl font-extrabold sm:text-4xl ${pulse ? 'text-accent-700' : 'text-brand-700'}`}
        >
          {days}
        </span>{' '}
        <span className="font-semibold text-brand-900">{t('earlyBird.unit', { count: days })}</span>{' '}
        {ended ? t('earlyBird.since', { count: days }) : t('earlyBird.left', { count: days })}
      </p>
      <Link
        to={registrationPath}
        className="mt-3 flex w-full items-center justify-center rounded-full bg-accent-500 px-4 py-2 sm:mt-4 sm:py-2.5 text-sm font-semibold text-brand-900 hover:bg-accent-400"
      >
        {t('actions.register')}
      </Link>
    </aside>
  );
}
