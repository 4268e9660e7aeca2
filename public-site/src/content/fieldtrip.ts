import { publicAssetUrl } from './asset-url';
import type { ResponsiveImage } from './gallery';

export type FieldTripSiteKind =
  'geothermal' | 'bentonite' | 'hills' | 'oil-and-gas' | 'rift-escarpment' | 'waterfall';

/**
 * A place the trip visits. The field-trip page reads its words (name, kind, location,
 * description, image alt text) from the fieldtrip catalogue's `sites.<id>`; `name` and `label`
 * stay here in English for the programme page, which lists the sites by day.
 */
export interface FieldTripSite {
  id: string;
  kind: FieldTripSiteKind;
  name: string;
  /** The kind of place, as a visitor would describe it. */
  label: string;
  /** Which day of the trip visits it: 1 is October 3. */
  tripDay: 1 | 2 | 3;
  image: ResponsiveImage;
}

function siteImage(id: string): ResponsiveImage {
  return { src: publicAssetUrl(`images/fieldtrip/${id}-800.webp`), width: 800, height: 533 };
}

/** The six places of the trip, in the order the bus reaches them. */
export const fieldTripSites: readonly FieldTripSite[] = [
  {
    id: 'oil-and-gas-project',
    kind: 'oil-and-gas',
    name: 'Lake Albert Oil and Gas Project',
    label: 'Oil and gas project',
    tripDay: 1,
    image: siteImage('oil-and-gas-project'),
  },
  {
    id: 'bunyoro-hills',
    kind: 'hills',
    name: 'Bunyoro Hills',
    label: 'Hills',
    tripDay: 1,
    image: siteImage('bunyoro-hills'),
  },
  {
    id: 'rift-escarpment',
    kind: 'rift-escarpment',
    name: 'Butiaba Rift Escarpment',
    label: 'Rift valley escarpment',
    tripDay: 2,
    image: siteImage('rift-escarpment'),
  },
  {
    id: 'kibiro-geothermal',
    kind: 'geothermal',
    name: 'Kibiro Geothermal Springs',
    label: 'Geothermal site',
    tripDay: 2,
    image: siteImage('kibiro-geothermal'),
  },
  {
    id: 'bentonite-deposit',
    kind: 'bentonite',
    name: 'Bentonite Clay Deposit',
    label: 'Bentonite deposit',
    tripDay: 2,
    image: siteImage('bentonite-deposit'),
  },
  {
    id: 'murchison-falls',
    kind: 'waterfall',
    name: 'Murchison Falls',
    label: 'Waterfall',
    tripDay: 3,
    image: siteImage('murchison-falls'),
  },
];

/** A scene on the way; its caption and alt text are the catalogue's `gallery.photos.<id>`. */
export interface DestinationPhoto {
  id: string;
  thumbnail: ResponsiveImage;
  large: ResponsiveImage;
}

function destinationPhoto(id: string): DestinationPhoto {
  return {
    id,
    thumbnail: { src: publicAssetUrl(`images/fieldtrip/${id}-480.webp`), width: 480, height: 320 },
    large: { src: publicAssetUrl(`images/fieldtrip/${id}-1200.webp`), width: 1200, height: 800 },
  };
}

/** Scenes of Western Uganda on the way. */
export const destinationGallery: readonly DestinationPhoto[] = [
  'crater-lake',
  'tea-hills',
  'lake-albert-sunset',
  'savanna-kob',
  'kibiro-salt-pans',
  'victoria-nile',
].map(destinationPhoto);

export const fieldTripPoster: ResponsiveImage = {
  src: publicAssetUrl('images/fieldtrip/field-trip-poster.webp'),
  width: 800,
  height: 1100,
};

export function sitesOfTripDay(tripDay: FieldTripSite['tripDay']): readonly FieldTripSite[] {
  return fieldTripSites.filter((site) => site.tripDay === tripDay);
}
