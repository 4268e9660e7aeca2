import { AwardIcon } from '../../components/icons';
import { speakerPortraitSize, type Speaker } from '../../content/speakers';
import { ImageWithFallback } from '../gallery/ImageWithFallback';

interface SpeakerCardProps {
  speaker: Speaker;
  eager: boolean;
}

export function SpeakerCard({ speaker, eager }: SpeakerCardProps) {
  const headingId = `speaker-${speaker.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <ImageWithFallback
        src={speaker.imageUrl}
        alt={`Illustrated portrait of ${speaker.name}`}
        width={speakerPortraitSize}
        height={speakerPortraitSize}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-square h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {speaker.name}
        </h2>
        <p className="text-sm font-semibold text-brand-700">{speaker.title}</p>
        <p className="text-sm text-slate-600">{speaker.organization}</p>
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <span className="block text-xs font-bold tracking-wide text-accent-700 uppercase">
            Keynote topic
          </span>
          {speaker.topic}
        </p>
        <p className="mt-3 text-sm text-slate-700">{speaker.bio}</p>
        <h3 className="mt-4 text-xs font-bold tracking-wide text-slate-600 uppercase">Accolades</h3>
        <ul className="mt-2 space-y-2 text-sm text-slate-700">
          {speaker.accolades.map((accolade) => (
            <li key={accolade} className="flex gap-2">
              <AwardIcon size={18} className="mt-0.5 shrink-0 text-accent-700" />
              <span>{accolade}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
