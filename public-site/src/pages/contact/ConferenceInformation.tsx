import { Link } from '@caawg11/conference/routing';
import { edition } from '@caawg11/conference';
import { primaryButton } from '../../components/buttonStyles';
import { CalendarIcon, ClockIcon, MountainIcon } from '../../components/icons';

/**
 * The abstract deadline is written out as this page shows it, rather than formatted from the
 * shared dates, whose deadline label reads differently.
 */
const facts = [
  { icon: ClockIcon, label: 'Abstract deadline', value: '30 June 2025' },
  { icon: CalendarIcon, label: 'Conference dates', value: edition.datesLabel },
  { icon: MountainIcon, label: 'Field trip', value: edition.fieldTrip.datesLabel },
];

export function ConferenceInformation() {
  return (
    <section
      aria-labelledby="information-title"
      className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id="information-title" className="text-2xl font-extrabold">
        Conference Information
      </h2>
      <dl className="mt-5 space-y-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label}>
            <dt className="flex items-center gap-3 text-sm text-brand-100">
              <Icon size={22} className="shrink-0 text-accent-400" />
              {label}
            </dt>
            <dd className="ml-[34px] text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/registration" className={`${primaryButton} mt-6 w-full sm:w-auto`}>
        Register for the Conference
      </Link>
    </section>
  );
}
