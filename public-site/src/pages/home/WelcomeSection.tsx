import { Link } from '@caawg11/conference/routing';
import { edition } from '@caawg11/conference';
import { brandButton, outlineBrandButton } from '../../components/buttonStyles';
import { CalendarIcon, GlobeIcon, MapPinIcon, UsersIcon } from '../../components/icons';
import { welcome } from '../../content/home';

const facts = [
  { icon: CalendarIcon, label: 'Dates', value: edition.datesLabel },
  { icon: MapPinIcon, label: 'Venue', value: edition.venueCity },
  { icon: UsersIcon, label: 'Founded', value: `${edition.foundedYear}, ${edition.foundedIn}` },
  { icon: GlobeIcon, label: 'Field trip', value: edition.fieldTrip.datesLabel },
];

export function WelcomeSection() {
  return (
    <section aria-labelledby="welcome-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
            {edition.anniversaryYears} years · {edition.foundedYear}-{edition.year}
          </p>
          <h2
            id="welcome-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {welcome.title}
          </h2>
          {welcome.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-gray-700">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/about" className={outlineBrandButton}>
              Learn More
            </Link>
            <Link to="/registration" className={brandButton}>
              Register Now
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
