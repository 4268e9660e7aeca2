import { publicAssetUrl } from './asset-url';

export const galleryCategories = ['keynotes', 'sessions', 'events', 'venue'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];
export type GalleryFilter = 'all' | GalleryCategory;

/** The filter buttons, in the order they appear above the gallery. */
export const galleryFilters: readonly { value: GalleryFilter; label: string }[] = [
  { value: 'all', label: 'All Photos' },
  { value: 'keynotes', label: 'Keynote Speakers' },
  { value: 'sessions', label: 'Sessions' },
  { value: 'events', label: 'Social Events' },
  { value: 'venue', label: 'Venue' },
];

export const galleryCategoryLabels: Record<GalleryCategory, string> = {
  keynotes: 'Keynote Speakers',
  sessions: 'Sessions',
  events: 'Social Events',
  venue: 'Venue',
};

export const frameStyles = ['polaroid', 'classic', 'vintage', 'modern'] as const;
export type FrameStyle = (typeof frameStyles)[number];

export const photoDecorations = ['tape', 'pin', 'clip', 'corners', 'washi'] as const;
export type PhotoDecoration = (typeof photoDecorations)[number];

export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
}

export interface GalleryPhoto {
  id: string;
  /** The thumbnail shown on the board. */
  src: string;
  width: number;
  height: number;
  /** The large version shown in the lightbox. */
  large: ResponsiveImage;
  alt: string;
  category: GalleryCategory;
  caption: string;
  style: FrameStyle;
  featured: boolean;
  /** Degrees the print is turned on the board, between -3 and 3. */
  rotation: number;
  decoration: PhotoDecoration;
}

interface PhotoEntry {
  id: string;
  category: GalleryCategory;
  caption: string;
  alt: string;
  featured?: boolean;
}

const entries: readonly PhotoEntry[] = [
  {
    id: 'keynote-opening',
    category: 'keynotes',
    caption: 'Opening keynote: Geosciences & the Future of Africa',
    alt: 'Illustration of a speaker at a lectern beside a screen showing a map of Africa, facing a full hall',
    featured: true,
  },
  {
    id: 'keynote-critical-minerals',
    category: 'keynotes',
    caption: 'Keynote on critical minerals and the green economy',
    alt: 'Illustration of a keynote speaker presenting a slide of purple and green mineral crystals',
  },
  {
    id: 'keynote-geothermal',
    category: 'keynotes',
    caption: 'Keynote on geothermal energy in the East African Rift',
    alt: 'Illustration of a speaker presenting a cross-section of a geothermal well with rising steam',
  },
  {
    id: 'keynote-geospatial-ai',
    category: 'keynotes',
    caption: 'Keynote on geospatial data and artificial intelligence',
    alt: 'Illustration of a keynote speaker presenting a contour map to the audience',
  },
  {
    id: 'keynote-water',
    category: 'keynotes',
    caption: 'Keynote on groundwater and water supply',
    alt: 'Illustration of a speaker at a lectern with a blue water drop on the screen behind her',
  },
  {
    id: 'keynote-oil-gas',
    category: 'keynotes',
    caption: 'Keynote on emerging technologies in oil and gas',
    alt: 'Illustration of a keynote speaker presenting a drilling rig on a lake on the screen',
  },
  {
    id: 'keynote-climate',
    category: 'keynotes',
    caption: 'Keynote on geosciences for climate resilience',
    alt: 'Illustration of a speaker presenting a bar chart to a hall with green walls',
  },
  {
    id: 'keynote-urban',
    category: 'keynotes',
    caption: 'Keynote on urbanization and resilient infrastructure',
    alt: 'Illustration of a speaker presenting a city skyline on the screen to a full audience',
  },
  {
    id: 'session-plenary-panel',
    category: 'sessions',
    caption: 'Plenary panel on the future of African geosciences',
    alt: 'Illustration of four panellists behind a table with microphones, a map of Africa on the screen',
    featured: true,
  },
  {
    id: 'session-poster-hall',
    category: 'sessions',
    caption: 'Poster session in the exhibition area',
    alt: 'Illustration of three delegates standing in front of research posters with charts and maps',
  },
  {
    id: 'session-gis-workshop',
    category: 'sessions',
    caption: 'Hands-on GIS and remote sensing workshop',
    alt: 'Illustration of four participants at laptops along a long table, contour map on the screen',
  },
  {
    id: 'session-questions',
    category: 'sessions',
    caption: 'Questions from the floor after a paper session',
    alt: 'Illustration of a delegate standing with a microphone in the audience, Q and A on the screen',
  },
  {
    id: 'session-core-samples',
    category: 'sessions',
    caption: 'Examining drill-core samples during a technical session',
    alt: 'Illustration of two geoscientists behind trays of colourful rock cores',
  },
  {
    id: 'session-geoethics-panel',
    category: 'sessions',
    caption: 'Panel on geoethics and inclusive development',
    alt: 'Illustration of four panellists at a purple-draped table with a chart on the screen',
  },
  {
    id: 'session-student-posters',
    category: 'sessions',
    caption: 'Student poster presentations',
    alt: 'Illustration of students presenting their posters on boards in a bright hall',
  },
  {
    id: 'session-mentoring-workshop',
    category: 'sessions',
    caption: 'Mentoring workshop for early-career geoscientists',
    alt: 'Illustration of a workshop with participants at laptops around a long table',
  },
  {
    id: 'session-policy-roundtable',
    category: 'sessions',
    caption: 'Roundtable on geoscience-driven natural resource policy',
    alt: 'Illustration of four speakers at a roundtable with a geological cross-section on the screen',
  },
  {
    id: 'session-early-career-talks',
    category: 'sessions',
    caption: 'Early-career talks and discussion',
    alt: 'Illustration of an audience member asking a question in a full lecture hall',
  },
  {
    id: 'event-anniversary-gala',
    category: 'events',
    caption: '30 years of AAWG: the anniversary celebration',
    alt: 'Illustration of delegates dancing under string lights with a large golden number 30',
    featured: true,
  },
  {
    id: 'event-welcome-dinner',
    category: 'events',
    caption: 'Welcome dinner for delegates',
    alt: 'Illustration of delegates at round dinner tables with candles under warm hanging lights',
  },
  {
    id: 'event-prize-awards',
    category: 'events',
    caption: 'Prize awards evening',
    alt: 'Illustration of two women on a stage beside a golden trophy under falling confetti',
  },
  {
    id: 'event-cultural-evening',
    category: 'events',
    caption: 'Cultural evening with Ugandan music and dance',
    alt: 'Illustration of dancers in grass skirts and drummers in front of a setting sun',
  },
  {
    id: 'event-coffee-break',
    category: 'events',
    caption: 'Networking over coffee',
    alt: 'Illustration of delegates chatting around a table of coffee cups by tall windows',
  },
  {
    id: 'event-anniversary-cake',
    category: 'events',
    caption: 'The 30th anniversary cake',
    alt: 'Illustration of a two-tier cake with the number 30 surrounded by balloons',
  },
  {
    id: 'event-group-photo',
    category: 'events',
    caption: 'Conference group photo',
    alt: 'Illustration of three rows of delegates on a lawn under a CAAWG11 2025 banner',
  },
  {
    id: 'event-dance-night',
    category: 'events',
    caption: 'Dancing at the closing party',
    alt: 'Illustration of seven delegates dancing with raised arms beneath string lights at night',
  },
  {
    id: 'event-student-awards',
    category: 'events',
    caption: 'Best student paper awards',
    alt: 'Illustration of a student receiving a golden trophy on a stage',
  },
  {
    id: 'venue-hotel-exterior',
    category: 'venue',
    caption: 'The conference hotel, Kampala',
    alt: 'Illustration of a tall cream hotel building with palm trees under a blue sky',
    featured: true,
  },
  {
    id: 'venue-lobby',
    category: 'venue',
    caption: 'The hotel lobby and welcome desk',
    alt: 'Illustration of a hotel lobby with columns, a chandelier and a welcome desk',
  },
  {
    id: 'venue-plenary-hall',
    category: 'venue',
    caption: 'The plenary hall ready for the opening',
    alt: 'Illustration of an empty hall with rows of red chairs facing a screen with a map of Africa',
  },
  {
    id: 'venue-lake-terrace',
    category: 'venue',
    caption: 'Evening on the terrace overlooking Lake Victoria',
    alt: 'Illustration of a terrace with parasols overlooking a lake at sunset',
  },
  {
    id: 'venue-pool-garden',
    category: 'venue',
    caption: 'The pool and garden',
    alt: 'Illustration of a turquoise hotel pool with parasols and palm trees',
  },
  {
    id: 'venue-registration-desk',
    category: 'venue',
    caption: 'The conference registration desk',
    alt: 'Illustration of a registration desk with a large Registration sign and two staff members',
  },
];

/** A number from the photo's id, so each photo's "random" look is the same on every render. */
function seedFromId(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Picks from a list by a seed; a different salt gives an independent-looking choice. */
function seededChoice<T>(list: readonly T[], seed: number, salt: number): T {
  const mixed = Math.imul(seed ^ salt, 2654435761) >>> 0;
  const choice = list[mixed % list.length];
  if (choice === undefined) throw new Error('seededChoice needs a non-empty list');
  return choice;
}

/** Quarter-degree steps from -3 to 3. */
const rotations = Array.from({ length: 25 }, (_, index) => -3 + index * 0.25);

function toPhoto(entry: PhotoEntry): GalleryPhoto {
  const seed = seedFromId(entry.id);
  return {
    id: entry.id,
    src: publicAssetUrl(`images/gallery/${entry.id}-480.webp`),
    width: 480,
    height: 360,
    large: {
      src: publicAssetUrl(`images/gallery/${entry.id}-1200.webp`),
      width: 1200,
      height: 900,
    },
    alt: entry.alt,
    category: entry.category,
    caption: entry.caption,
    style: seededChoice(frameStyles, seed, 0x51),
    featured: entry.featured ?? false,
    rotation: seededChoice(rotations, seed, 0x9e),
    decoration: seededChoice(photoDecorations, seed, 0x3c),
  };
}

export const galleryPhotos: readonly GalleryPhoto[] = entries.map(toPhoto);

/** Shown in place of any image that fails to load. */
export const placeholderImage: ResponsiveImage = {
  src: publicAssetUrl('images/placeholder.webp'),
  width: 1200,
  height: 900,
};

export function photosFor(filter: GalleryFilter): readonly GalleryPhoto[] {
  return filter === 'all'
    ? galleryPhotos
    : galleryPhotos.filter((photo) => photo.category === filter);
}
