import { edition } from '@caawg11/conference';
import { publicAssetUrl } from './asset-url';
import type { ResponsiveImage } from './gallery';

export type FieldTripSiteKind =
  'geothermal' | 'bentonite' | 'hills' | 'oil-and-gas' | 'rift-escarpment' | 'waterfall';

export interface FieldTripSite {
  id: string;
  kind: FieldTripSiteKind;
  name: string;
  /** The kind of place, as a visitor would describe it. */
  label: string;
  location: string;
  description: string;
  /** Which day of the trip visits it: 1 is October 3. */
  tripDay: 1 | 2 | 3;
  image: ResponsiveImage & { alt: string };
}

function siteImage(id: string, alt: string): ResponsiveImage & { alt: string } {
  return {
    src: publicAssetUrl(`images/fieldtrip/${id}-800.webp`),
    width: 800,
    height: 533,
    alt,
  };
}

/** The six places of the trip, in the order the bus reaches them. */
export const fieldTripSites: readonly FieldTripSite[] = [
  {
    id: 'oil-and-gas-project',
    kind: 'oil-and-gas',
    name: 'Lake Albert Oil and Gas Project',
    label: 'Oil and gas project',
    location: 'Hoima, Albertine Graben',
    description:
      'Uganda’s oil discoveries lie in the sediments of the Albertine Graben. See how a discovery moves towards production, and the environmental and community care it calls for.',
    tripDay: 1,
    image: siteImage(
      'oil-and-gas-project',
      'Illustration of a drilling rig silhouetted against an orange sunset beside a lake',
    ),
  },
  {
    id: 'bunyoro-hills',
    kind: 'hills',
    name: 'Bunyoro Hills',
    label: 'Hills',
    location: 'Hoima District',
    description:
      'Rolling hills of ancient basement rock at the edge of the rift: a vantage point on how the land was lifted and worn down over hundreds of millions of years.',
    tripDay: 1,
    image: siteImage(
      'bunyoro-hills',
      'Illustration of layered green hills with acacia trees and a winding track',
    ),
  },
  {
    id: 'rift-escarpment',
    kind: 'rift-escarpment',
    name: 'Butiaba Rift Escarpment',
    label: 'Rift valley escarpment',
    location: 'Albertine Rift, above Lake Albert',
    description:
      'The road drops down the western wall of the East African Rift to the shore of Lake Albert, with fault scarps, rift-floor sediments and a sweeping view across the lake.',
    tripDay: 2,
    image: siteImage(
      'rift-escarpment',
      'Illustration of a steep brown escarpment with a zigzag road dropping to a blue lake',
    ),
  },
  {
    id: 'kibiro-geothermal',
    kind: 'geothermal',
    name: 'Kibiro Geothermal Springs',
    label: 'Geothermal site',
    location: 'Lake Albert shore, Hoima District',
    description:
      'Hot springs at the foot of the escarpment, studied as a geothermal prospect, where salt has been made from the spring-fed ground for generations.',
    tripDay: 2,
    image: siteImage(
      'kibiro-geothermal',
      'Illustration of steaming turquoise hot-spring pools with orange mineral rims by a lake',
    ),
  },
  {
    id: 'bentonite-deposit',
    kind: 'bentonite',
    name: 'Bentonite Clay Deposit',
    label: 'Bentonite deposit',
    location: 'Albertine Graben',
    description:
      'Layers of swelling clay formed from altered volcanic ash: an industrial mineral for drilling muds and foundries, and a record of the rift’s volcanic past.',
    tripDay: 2,
    image: siteImage(
      'bentonite-deposit',
      'Illustration of pale layered clay benches in a quarry with an excavator',
    ),
  },
  {
    id: 'murchison-falls',
    kind: 'waterfall',
    name: 'Murchison Falls',
    label: 'Waterfall',
    location: 'Murchison Falls National Park',
    description:
      'The Nile forces its way through a narrow cleft in the rift shoulder and plunges into the gorge below: a lesson in how rock structure steers a great river.',
    tripDay: 3,
    image: siteImage(
      'murchison-falls',
      'Illustration of a narrow waterfall plunging through a rocky gorge, with palms and spray',
    ),
  },
];

export interface DestinationPhoto {
  id: string;
  caption: string;
  thumbnail: ResponsiveImage;
  large: ResponsiveImage;
  alt: string;
}

function destinationPhoto(id: string, caption: string, alt: string): DestinationPhoto {
  return {
    id,
    caption,
    alt,
    thumbnail: { src: publicAssetUrl(`images/fieldtrip/${id}-480.webp`), width: 480, height: 320 },
    large: { src: publicAssetUrl(`images/fieldtrip/${id}-1200.webp`), width: 1200, height: 800 },
  };
}

/** Scenes of Western Uganda on the way. */
export const destinationGallery: readonly DestinationPhoto[] = [
  destinationPhoto(
    'crater-lake',
    'A crater lake in the hills of Western Uganda',
    'Illustration of a round blue crater lake ringed by green hills',
  ),
  destinationPhoto(
    'tea-hills',
    'Tea gardens on the rolling hills',
    'Illustration of hills striped with rows of tea bushes under a pale sky',
  ),
  destinationPhoto(
    'lake-albert-sunset',
    'Fishing boats on Lake Albert at sunset',
    'Illustration of fishing boats silhouetted on a lake under a red and gold sunset',
  ),
  destinationPhoto(
    'savanna-kob',
    'Uganda kob on the savanna of the rift floor',
    'Illustration of antelopes grazing on golden grassland beneath acacia trees',
  ),
  destinationPhoto(
    'kibiro-salt-pans',
    'Salt pans below the escarpment at Kibiro',
    'Illustration of grey and white salt pans below an escarpment with rising steam',
  ),
  destinationPhoto(
    'victoria-nile',
    'A boat on the Victoria Nile',
    'Illustration of a white boat on a wide blue river with hippos and palm trees',
  ),
];

export const fieldTripPoster: ResponsiveImage & { alt: string } = {
  src: publicAssetUrl('images/fieldtrip/field-trip-poster.webp'),
  width: 800,
  height: 1100,
  alt: `Poster: CAAWG11 post-conference field trip, Western Uganda, ${edition.fieldTrip.datesLabel}, over an illustration of a waterfall between rift cliffs at sunset`,
};

export const fieldTripIntro =
  'Three days in the field after the conference: from the oil fields and hot springs of Lake Albert down the western wall of the East African Rift to the thundering Nile at Murchison Falls, with geoscientists from across Africa as your companions.';

export const fieldTripHighlights: readonly string[] = [
  'Walk the Albertine Rift, the western branch of the East African Rift System',
  'See hot springs at one of Uganda’s geothermal prospects',
  'Visit oil and gas development on the shores of Lake Albert',
  'Handle bentonite clays and other industrial minerals at the source',
  'Stand above the Nile where it plunges through Murchison Falls',
  'Learn and network in the field with geoscientists from across Africa',
];

export interface QuickFact {
  label: string;
  value: string;
  detail?: string;
}

const trip = edition.fieldTrip;

export const fieldTripQuickFacts: readonly QuickFact[] = [
  { label: 'Cost', value: `$${trip.priceUsd}`, detail: `Covers ${trip.priceCovers}` },
  { label: 'Sites', value: `${trip.sites} sites` },
  { label: 'Departs', value: trip.departs },
  { label: 'Returns', value: trip.returns },
  { label: 'Transport', value: trip.transport },
  { label: 'Accommodation', value: `${trip.accommodationNights} nights' accommodation` },
  { label: 'Availability', value: 'Limited slots' },
];

export function sitesOfTripDay(tripDay: FieldTripSite['tripDay']): readonly FieldTripSite[] {
  return fieldTripSites.filter((site) => site.tripDay === tripDay);
}
