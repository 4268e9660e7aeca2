import { abstractsContent as text } from '../../content/abstracts';

export function CallForPapers() {
  const call = text.callForPapers;
  return (
    <section aria-labelledby="call-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="call-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {call.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-gray-700">{call.intro}</p>
      <ol className="mt-6 grid gap-6 md:grid-cols-2">
        {call.stages.map((stage) => (
          <li
            key={stage.title}
            className="rounded-xl border-t-4 border-accent-500 bg-white p-6 shadow"
          >
            <h3 className="text-lg font-semibold text-brand-900">{stage.title}</h3>
            <p className="mt-1 font-medium text-accent-700">{stage.deadline}</p>
            <p className="mt-2 text-gray-700">{stage.text}</p>
          </li>
        ))}
      </ol>
      <ul className="mt-6 list-disc space-y-2 pl-5 text-gray-700">
        {call.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
        <li>
          Enquiries:{' '}
          <a href={`mailto:${call.enquiries}`} className="font-medium text-brand-700 underline">
            {call.enquiries}
          </a>
        </li>
      </ul>
    </section>
  );
}

export function Guidelines() {
  return (
    <section aria-labelledby="guidelines-heading" className="bg-brand-50 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="guidelines-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {text.guidelinesHeading}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {text.guidelines.map((line) => (
            <li key={line} className="flex gap-3 rounded-lg bg-white p-4 text-gray-800 shadow-sm">
              <span aria-hidden="true" className="font-bold text-brand-500">
                ✓
              </span>
              {line}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
