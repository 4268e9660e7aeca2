import { useTranslation } from 'react-i18next';
import { roomTour } from '../../content/accommodation';
import { useHydrated } from '../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

/** The muted, looping room tour; it plays by itself unless the visitor asked for less motion. */
export function RoomTourVideo() {
  const { t } = useTranslation('accommodation');
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // Pre-rendered, the video waits for hydration: the browser would start an `autoplay` video
  // before anything could know that the visitor asked for less motion.
  const autoPlay = hydrated && !reducedMotion;
  return (
    <figure className="overflow-hidden rounded-xl bg-black shadow-lg">
      <video
        className="aspect-[3/2] h-auto w-full"
        width={roomTour.width}
        height={roomTour.height}
        poster={roomTour.poster}
        muted
        loop
        playsInline
        controls
        autoPlay={autoPlay}
        preload={autoPlay ? 'auto' : 'none'}
        aria-label={t('roomTour.title')}
      >
        <source src={roomTour.webm} type="video/webm" />
        <source src={roomTour.mp4} type="video/mp4" />
      </video>
      <figcaption className="bg-brand-900 px-4 py-3 text-sm text-white">
        <span className="font-semibold">{t('roomTour.captionTitle')}</span>{' '}
        {t('roomTour.description')}
      </figcaption>
    </figure>
  );
}
