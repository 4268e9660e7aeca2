import { edition, mailboxes } from '@caawg11/conference';
import { publicAssetUrl } from './asset-url';
import { galleryPhotos, type GalleryPhoto, type ResponsiveImage } from './gallery';

/** The hotel's name and address are not published yet; every page calls it this. */
export const venueName = `Conference hotel, ${edition.city}`;

export const venueIntro = `The conference meets at a conference hotel in ${edition.city}, Uganda's capital, with the plenary hall, breakout rooms, exhibition space and rooms for delegates under one roof. The hotel's name and address will be confirmed to registered delegates.`;

function venuePhoto(id: string): GalleryPhoto {
  const photo = galleryPhotos.find((candidate) => candidate.id === id);
  if (!photo) throw new Error(`no gallery photo ${id}`);
  return photo;
}

/** The venue's pictures are the gallery's venue photos, so each file ships once. */
export const venuePhotos: readonly GalleryPhoto[] = [
  venuePhoto('venue-hotel-exterior'),
  venuePhoto('venue-plenary-hall'),
  venuePhoto('venue-lobby'),
  venuePhoto('venue-lake-terrace'),
];

export type FacilityIcon = 'presentation' | 'users' | 'wifi' | 'coffee' | 'bed' | 'building';

export interface Facility {
  icon: FacilityIcon;
  title: string;
  description: string;
}

export const venueFacilities: readonly Facility[] = [
  {
    icon: 'presentation',
    title: 'Plenary hall',
    description:
      'A large hall with stage, projection and sound for the opening, keynotes and plenary.',
  },
  {
    icon: 'users',
    title: 'Breakout rooms',
    description: 'Smaller rooms for parallel paper sessions and hands-on workshops.',
  },
  {
    icon: 'building',
    title: 'Poster and exhibition area',
    description: 'Space for the poster sessions and for sponsors’ and partners’ stands.',
  },
  {
    icon: 'wifi',
    title: 'Wi-Fi',
    description: 'Wireless internet in the meeting rooms and public areas.',
  },
  {
    icon: 'coffee',
    title: 'Meals and coffee breaks',
    description: 'Coffee breaks and lunches are served on site during the conference days.',
  },
  {
    icon: 'bed',
    title: 'Accommodation',
    description: 'Rooms for delegates at or near the venue; see the Accommodation page to book.',
  },
];

export const venueAccessibility: readonly string[] = [
  'Step-free access to the plenary hall and breakout rooms, with lifts between floors.',
  'Accessible restrooms near the meeting rooms.',
  'Reserved seating near the stage for delegates who need it.',
  `Tell us about any access needs when you register, or write to ${mailboxes.logistics}, and the logistics team will help with arrangements.`,
];

export interface VenueTimelineEntry {
  when: string;
  /** ISO date, for the <time> element. */
  date: string;
  event: string;
}

export const venueTimeline: readonly VenueTimelineEntry[] = [
  {
    when: '1 October 2025',
    date: '2025-10-01',
    event: 'Opening ceremony, keynote addresses, plenary and the 30 years celebration',
  },
  {
    when: '2 October 2025',
    date: '2025-10-02',
    event: 'Keynote address, paper presentations, workshops and the prize awards',
  },
  {
    when: edition.fieldTrip.departs,
    date: edition.fieldTrip.startDate,
    event: 'The field trip to Western Uganda departs from the hotel',
  },
  {
    when: edition.fieldTrip.returns,
    date: edition.fieldTrip.endDate,
    event: 'The field trip returns to Kampala',
  },
];

export const venueMap: ResponsiveImage & { alt: string; description: string } = {
  src: publicAssetUrl('images/venue/venue-map.svg'),
  width: 1200,
  height: 800,
  alt: 'Illustrated map: the conference hotel in Kampala and Entebbe International Airport about 35 km to the south on Lake Victoria, linked by the Kampala-Entebbe Expressway',
  description:
    'Kampala lies on the northern shore of Lake Victoria. Entebbe International Airport is about 35 km south of the city, about 45 minutes away by the Kampala-Entebbe Expressway.',
};

/** Opens a real, interactive map in a new tab: nothing is loaded from it on this page. */
export const externalMapLink = {
  href: 'https://www.openstreetmap.org/?mlat=0.3136&mlon=32.5811#map=12/0.3136/32.5811',
  label: 'Open Kampala in OpenStreetMap',
};

export const airport = {
  name: 'Entebbe International Airport (EBB)',
  distance: 'about 35 km',
  travelTime: 'about 45 minutes',
  taxiFare: 'about 120,000-150,000 UGX',
};

export const travelTips: readonly string[] = [
  `${airport.name} is Uganda's international gateway, ${airport.distance} from ${edition.city}: ${airport.travelTime} by road on the Kampala-Entebbe Expressway, longer at peak hours.`,
  `A taxi from the airport to ${edition.city} costs ${airport.taxiFare}. Agree the fare before you set off, or use an airport taxi desk or a ride-hailing app.`,
  'Within Kampala, metered taxis, ride-hailing apps and hotel transport are the easiest ways to get around.',
];

export const visa = {
  singleEntryFee: 'about 50 USD',
  eVisaPortal: 'https://visas.immigration.go.ug/',
  points: [
    'Most visitors need a visa: a single-entry tourist visa costs about 50 USD.',
    'Citizens of East African Community member states may not need a visa.',
    'Apply online through the official Uganda e-visa portal before you travel, and carry a printed copy of your approval.',
    'Registered delegates can ask the secretariat for an invitation letter to support the application.',
  ],
} as const;

export const venueFieldTrip = {
  summary: `After the conference, the ${edition.fieldTrip.title} (${edition.fieldTrip.datesLabel}) leaves from the hotel ${edition.fieldTrip.departs} and returns ${edition.fieldTrip.returns}: ${edition.fieldTrip.sites} sites, from geothermal springs and the rift escarpment to Murchison Falls, for $${edition.fieldTrip.priceUsd} covering ${edition.fieldTrip.priceCovers}.`,
};
