import { useTranslation } from 'react-i18next';
import { AwardIcon } from '../../components/content-icons';
import {
  speakerPortraitSize,
  type SpeakerIdentity,
  type SpeakerProfile,
} from '../../content/speakers';
import { ImageWithFallback } from '../gallery/ImageWithFallback';

interface SpeakerCardProps {
  speaker: SpeakerIdentity;
  /** The speaker's texts in the page's language. */
  profile: SpeakerProfile | undefined;
  eager: boolean;
}

export function SpeakerCard({ speaker, profile, eager }: SpeakerCardProps) {
  const { t } = useTranslation('speakers');
  const loading = eager ? 'eager' : 'lazy';
  const headingId = `speaker-${speaker.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
    >
      <ImageWithFallback
        src={speaker.imageUrl}
        alt={t('card.portraitAlt', { name: speaker.name })}
        width={speakerPortraitSize}
        height={speakerPortraitSize}
        loading={loading}
        className="aspect-square h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          {speaker.name}
        </h2>
        <p className="text-sm font-semibold text-brand-700">{profile?.title}</p>
        <p className="text-sm text-slate-600">{speaker.organization}</p>
        <p className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <span className="block text-xs font-bold tracking-wide text-accent-700 uppercase">
            {t('card.topic')}
          </span>
          {profile?.topic}
        </p>
        <p className="mt-3 text-sm text-slate-700">{profile?.bio}</p>
        <h3 className="mt-4 text-xs font-bold tracking-wide text-slate-600 uppercase">
          {t('card.accolades')}
        </h3>
        <ul className="mt-2 space-y-2 text-sm text-slate-700">
          {profile?.accolades.map((accolade) => (
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
