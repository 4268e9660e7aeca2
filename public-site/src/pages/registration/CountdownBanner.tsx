import { earlyBirdCountdown, padTwo, uiTimingsMs, type Countdown } from '@caawg11/conference';
import { registrationContent as text } from '../../content/registration';
import { useNow } from './useNow';

const units: readonly { key: keyof Countdown; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

/**
 * The registration banner: a countdown to the end of the early-bird period (refreshed every
 * second) and its notice; after the cutoff, the conference's full name and theme.
 */
export function CountdownBanner() {
  const now = useNow(uiTimingsMs.countdownTick);
  const left = earlyBirdCountdown({ now: () => now });

  if (!left) {
    return (
      <div className="mt-6">
        <p className="text-xl font-semibold text-white sm:text-2xl">{text.afterCutoffHeading}</p>
        <p className="mt-2 text-brand-100 italic">{text.theme}</p>
      </div>
    );
  }

  const spoken = `${left.days} days, ${left.hours} hours, ${left.minutes} minutes and ${left.seconds} seconds`;
  return (
    <div className="mt-6">
      <p className="font-semibold text-accent-400" id="countdown-heading">
        {text.countdownHeading}
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
            <span className="text-xs text-brand-100 uppercase">{unit.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-4 max-w-2xl text-sm text-white">{text.earlyBirdNotice}</p>
    </div>
  );
}
