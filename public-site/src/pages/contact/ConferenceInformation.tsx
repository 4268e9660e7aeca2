import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { edition } from '@caawg11/conference';
import { primaryButton } from '../../components/buttonStyles';
import { CalendarIcon, ClockIcon } from '../../components/icons';
import { MountainIcon } from '../../components/content-icons';
import { useIntlLocale } from '../../forms/text';
import { useLocalizedPath } from '../../i18n/language';

/** A day of the edition's calendar, for the catalogues' date formats. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The abstract deadline is written out as this page shows it, rather than formatted from the
 * shared dates, whose deadline label reads differently.
 */
export function ConferenceInformation() {
  const { t } = useTranslation('contact');
  const localizedPath = useLocalizedPath();
  const locale = useIntlLocale();
  const facts = [
    {
      icon: ClockIcon,
      label: t('information.abstractDeadline'),
      value: t('information.abstractDeadlineValue', { day: utcDay('2025-06-30'), locale }),
    },
    {
      icon: CalendarIcon,
      label: t('information.conferenceDates'),
      value: t('information.conferenceDatesValue', {
        dates: edition.datesLabel,
        start: utcDay(edition.startDate),
        end: utcDay(edition.endDate),
        locale,
      }),
    },
    {
      icon: MountainIcon,
      label: t('information.fieldTrip'),
      value: t('information.fieldTripValue', {
        dates: edition.fieldTrip.datesLabel,
        start: utcDay(edition.fieldTrip.startDate),
        end: utcDay(edition.fieldTrip.endDate),
        locale,
      }),
    },
  ];
  return (
    <section
      aria-labelledby="information-title"
      className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
    >
      <h2 id="information-title" className="text-2xl font-extrabold">
        {t('information.title')}
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
      <Link
        to={localizedPath('/registration')}
        className={`${primaryButton} mt-6 w-full sm:w-auto`}
      >
        {t('information.register')}
      </Link>
    </section>
  );
}
