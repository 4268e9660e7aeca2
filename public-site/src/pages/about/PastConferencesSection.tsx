import { SectionHeading } from '../../components/SectionHeading';
import { pastConferences } from '../../content/about';

export function PastConferencesSection() {
  return (
    <section aria-labelledby="past-title" className="bg-brand-50/60 py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="past-title"
          eyebrow="Our history"
          title="Past Conferences"
          lead={`${pastConferences.length} conferences on three continents before CAAWG11.`}
        />
        <div
          className="overflow-x-auto rounded-2xl bg-white shadow-sm"
          tabIndex={0}
          role="region"
          aria-labelledby="past-title"
        >
          <table className="w-full min-w-[320px] text-left text-sm sm:text-base">
            <caption className="sr-only">Past conferences: year, host country and theme</caption>
            <thead className="bg-brand-700 text-white">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Year
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Host Country
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Theme
                </th>
              </tr>
            </thead>
            <tbody>
              {pastConferences.map((conference) => (
                <tr key={conference.year} className="border-t border-gray-100 even:bg-brand-50/40">
                  <th scope="row" className="px-4 py-3 font-bold text-brand-900">
                    {conference.year}
                  </th>
                  <td className="px-4 py-3 text-gray-800">{conference.location}</td>
                  <td className="px-4 py-3 text-gray-700">{conference.theme}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
