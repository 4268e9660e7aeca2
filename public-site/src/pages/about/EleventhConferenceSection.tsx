import { Link } from '@caawg11/conference/routing';
import conferenceArtUrl from '../../assets/about/eleventh-conference.svg';
import { brandButton } from '../../components/buttonStyles';
import { CheckCircleIcon } from '../../components/icons';
import { eleventhConference, objectives } from '../../content/about';

export function EleventhConferenceSection() {
  return (
    <section aria-labelledby="eleventh-title" className="bg-brand-50/60 py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent-700 uppercase">
            CAAWG11 · Kampala 2025
          </p>
          <h2
            id="eleventh-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {eleventhConference.title}
          </h2>
          {eleventhConference.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-gray-700">
              {paragraph}
            </p>
          ))}
          <ul className="mt-6 space-y-2">
            {eleventhConference.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2 text-gray-800">
                <CheckCircleIcon size={20} className="mt-0.5 shrink-0 text-brand-700" />
                {highlight}
              </li>
            ))}
          </ul>
          <Link to="/program" className={`${brandButton} mt-8`}>
            View the Program
          </Link>
        </div>
        <div>
          <img
            src={conferenceArtUrl}
            alt="Illustration of Kampala's hills and buildings above the shore of Lake Victoria, with a sailing boat on the lake."
            width={800}
            height={600}
            loading="lazy"
            className="h-auto w-full rounded-2xl shadow-lg"
          />
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-brand-900">Conference Objectives</h3>
            <ol className="mt-4 space-y-3">
              {objectives.map((objective, index) => (
                <li key={objective} className="flex gap-3 text-gray-800">
                  <span
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-sm font-bold text-brand-900"
                  >
                    {index + 1}
                  </span>
                  {objective}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
