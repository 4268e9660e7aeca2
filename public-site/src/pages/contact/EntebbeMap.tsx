import mapUrl from '../../assets/contact/entebbe-map.svg';
import { ExternalLinkIcon, MapPinIcon } from '../../components/icons';
import { entebbeMap, googleMapsUrl, openStreetMapUrl } from '../../content/contact';

/**
 * A drawn map of the Entebbe hotel instead of an embedded map, so the page loads nothing
 * from other sites; the links open the spot in a map service.
 */
export function EntebbeMap() {
  const linkClass =
    'inline-flex items-center gap-1.5 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-700 hover:text-white';
  return (
    <section aria-labelledby="map-title" className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <img
        src={mapUrl}
        alt={entebbeMap.imageAlt}
        width={800}
        height={480}
        loading="lazy"
        className="h-auto w-full"
      />
      <div className="p-6">
        <h2 id="map-title" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <MapPinIcon className="text-accent-700" />
          {entebbeMap.title}
        </h2>
        <address className="mt-2 text-gray-700 not-italic">
          {entebbeMap.addressLines.map((line) => (
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
            Open in OpenStreetMap
            <ExternalLinkIcon size={16} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={googleMapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Open in Google Maps
            <ExternalLinkIcon size={16} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
