import { useTranslation } from 'react-i18next';
import mapUrl from '../../assets/contact/entebbe-map.svg';
import { MapPinIcon } from '../../components/icons';
import { ExternalLinkIcon } from '../../components/content-icons';
import { googleMapsUrl, openStreetMapUrl } from '../../content/contact';

/**
 * A drawn map of the Entebbe hotel instead of an embedded map, so the page loads nothing
 * from other sites; the links open the spot in a map service.
 */
export function EntebbeMap() {
  const { t } = useTranslation('contact');
  const addressLines = t('map.addressLines', { returnObjects: true }) as string[];
  const linkClass =
    'inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white';
  return (
    <section aria-labelledby="map-title" className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <img
        src={mapUrl}
        alt={t('map.imageAlt')}
        width={800}
        height={480}
        loading="lazy"
        className="h-auto w-full"
      />
      <div className="p-6">
        <h2 id="map-title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <MapPinIcon className="text-accent-700" />
          {t('map.title')}
        </h2>
        <address className="mt-2 text-gray-700 not-italic">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={openStreetMapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {t('map.openStreetMap')}
            <ExternalLinkIcon size={16} />
            <span className="sr-only">{t('map.newTab')}</span>
          </a>
          <a href={googleMapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('map.googleMaps')}
            <ExternalLinkIcon size={16} />
            <span className="sr-only">{t('map.newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
