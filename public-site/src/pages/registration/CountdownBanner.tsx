import {
  deadlines,
  earlyBirdCountdown,
  padTwo,
  uiTimingsMs,
  type Countdown,
} from '@caawg11/conference';
import { useTranslation } from 'react-i18next';
import { calendarDay } from '../../content/calendar';
import { useNow } from './useNow';

/** Each unit of the countdown, with its label and its spoken form (plural by count). */
const units = [
  { key: 'days', label: 'countdown.units.days', spoken: 'countdown.spokenUnits.days' },
  { key: 'hours', label: 'countdown.units.hours', spoken: 'countdown.spokenUnits.hours' },
  { key: 'minutes', label: 'countdown.units.minutes', spoken: 'countdown.spokenUnits.minutes' },
  { key: 'seconds', label: 'countdown.units.seconds', spoken: 'countdown.spokenUnits.seconds' },
] as const satisfies readonly { key: keyof Countdown; label: string; spoken: string }[];

/**
 * The registration banner: a countdown to the end of the early-bird period (refreshed every
 * second) and its notice; after the cutoff, the conference's full name and theme.
 */
export function CountdownBanner() {
  const { t } = useTranslation('registration');
  const now = useNow(uiTimingsMs.countdownTick);
  const left = earlyBirdCountdown({ now: () => now });

  if (!left) {
    return (
      <div className="mt-6">
        <p className="text-xl font-semibold text-white sm:text-2xl">
          {t('countdown.afterCutoffHeading')}
        </p>
        <p className="mt-2 text-brand-100 italic">{t('countdown.theme')}</p>
      </div>
    );
  }

  const [days, hours, minutes, seconds] = units.map((unit) =>
    t(unit.spoken, { count: left[unit.key] }),
  );
  const spoken = t('countdown.spoken', { days, hours, minutes, seconds });
  return (
    <div className="mt-6">
      <p className="font-semibold text-accent-400" id="countdown-heading">
        {t('countdown.heading')}
      </p>
      <div
        role="timer"
        aria-labelledby="countdown-heading"
        aria-description={spoken}
        className="mt-3 grid max-w-md grid-cols-4 gap-2 sm:gap-3"
      >
        {units.map((unit) => (
          <div key={unit.key} className="rounded-lg bg-white/10 px-2 py-3 text-center">
            <span
              className="block font-mono text-2xl font-bold text-white tabular-nums sm:text-3xl"
              data-unit={unit.key}
            >
              {padTwo(left[unit.key])}
            </span>
            <span className="text-xs text-brand-100 uppercase">
              {t(unit.label, { count: left[unit.key] })}
            </span>
          </div>
        ))}
      </div>
      <p className="mt-4 max-w-2xl text-sm text-white">
        {t('countdown.notice', { date: calendarDay(deadlines.earlyBirdLastDay) })}
      </p>
    </div>
  );
}
