import { useTranslation } from 'react-i18next';
import { Link } from '@caawg11/conference/routing';
import { brandButton, outlineBrandButton } from '../../components/buttonStyles';
import { CalendarIcon, MapPinIcon } from '../../components/icons';
import { GlobeIcon, UsersIcon } from '../../components/content-icons';
import { editionDates } from '../../content/edition-dates';
import { useLocalizedPath } from '../../i18n/language';

export function WelcomeSection() {
  const { t } = useTranslation(['homeSections', 'home']);
  const to = useLocalizedPath();
  const aboutPath = to('/about');
  const registrationPath = to('/registration');
  const facts = [
    {
      icon: CalendarIcon,
      label: t('welcome.facts.dates'),
      value: t('home:edition.dates', editionDates),
    },
    { icon: MapPinIcon, label: t('welcome.facts.venue'), value: t('home:edition.venue') },
    { icon: UsersIcon, label: t('welcome.facts.founded'), value: t('home:edition.founded') },
    {
      icon: GlobeIcon,
      label: t('welcome.facts.fieldTrip'),
      value: t('home:edition.fieldTripDates', editionDates),
    },
  ];
  const paragraphs = [t('welcome.invitation', editionDates), t('welcome.programme')];
  return (
    <section aria-labelledby="welcome-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
            {t('welcome.eyebrow')}
          </p>
          <h2
            id="welcome-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {t('home:sections.welcome')}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-gray-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={aboutPath} className={outlineBrandButton}>
              {t('home:actions.learnMore')}
            </Link>
            <Link to={registrationPath} className={brandButton}>
              {t('home:actions.register')}
            </Link>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-2xl bg-brand-50 p-6">
              <dt className="text-sm font-semibold text-gray-600">
                <Icon className="mb-3 block text-brand-700" />
                {label}
              </dt>
              <dd className="mt-1 text-lg font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
