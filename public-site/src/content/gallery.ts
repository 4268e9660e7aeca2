import { publicAssetUrl } from './asset-url';

export const galleryCategories = ['keynotes', 'sessions', 'events', 'venue'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];
export type GalleryFilter = 'all' | GalleryCategory;

/** The filter buttons, in the order they appear above the gallery; the catalogue's `filters` names them. */
export const galleryFilters: readonly GalleryFilter[] = ['all', ...galleryCategories];

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
  /** The English alt text and caption; the page shows the catalogue's, in its language. */
  alt: string;
  category: GalleryCategory;
  caption: string;
  style: FrameStyle;
  featured: boolean;
  /** Degrees the print is turned on the board, between -3 and 3. */
  rotation: number;
  decoration: PhotoDecoration;
}

/** A photo's texts in the page's language, from the `gallery` catalogue's `photos`. */
export interface GalleryPhotoText {
  caption: string;
  alt: string;
}

interface PhotoEntry {
  id: string;
  category: GalleryCategory;
  featured?: boolean;
}

const entries: readonly PhotoEntry[] = [
  { id: 'keynote-opening', category: 'keynotes', featured: true },
  { id: 'keynote-critical-minerals', category: 'keynotes' },
  { id: 'keynote-geothermal', category: 'keynotes' },
  { id: 'keynote-geospatial-ai', category: 'keynotes' },
  { id: 'keynote-water', category: 'keynotes' },
  { id: 'keynote-oil-gas', category: 'keynotes' },
  { id: 'keynote-climate', category: 'keynotes' },
  { id: 'keynote-urban', category: 'keynotes' },
  { id: 'session-plenary-panel', category: 'sessions', featured: true },
  { id: 'session-poster-hall', category: 'sessions' },
  { id: 'session-gis-workshop', category: 'sessions' },
  { id: 'session-questions', category: 'sessions' },
  { id: 'session-core-samples', category: 'sessions' },
  { id: 'session-geoethics-panel', category: 'sessions' },
  { id: 'session-student-posters', category: 'sessions' },
  { id: 'session-mentoring-workshop', category: 'sessions' },
  { id: 'session-policy-roundtable', category: 'sessions' },
  { id: 'session-early-career-talks', category: 'sessions' },
  { id: 'event-anniversary-gala', category: 'events', featured: true },
  { id: 'event-welcome-dinner', category: 'events' },
  { id: 'event-prize-awards', category: 'events' },
  { id: 'event-cultural-evening', category: 'events' },
  { id: 'event-coffee-break', category: 'events' },
  { id: 'event-anniversary-cake', category: 'events' },
  { id: 'event-group-photo', category: 'events' },
  { id: 'event-dance-night', category: 'events' },
  { id: 'event-student-awards', category: 'events' },
  { id: 'venue-hotel-exterior', category: 'venue', featured: true },
  { id: 'venue-lobby', category: 'venue' },
  { id: 'venue-plenary-hall', category: 'venue' },
  { id: 'venue-lake-terrace', category: 'venue' },
  { id: 'venue-pool-garden', category: 'venue' },
  { id: 'venue-registration-desk', category: 'venue' },
];

// The English catalogue is the photos' reference text, read as the site's catalogues are read.
const englishCatalogue = import.meta.glob<{ photos: Record<string, GalleryPhotoText> }>(
  '../locales/en/gallery.json',
  { eager: true, import: 'default' },
)['../locales/en/gallery.json'];
const englishTexts = englishCatalogue?.photos ?? {};

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
  const text = englishTexts[entry.id];
  if (!text) throw new Error(`No caption for photo ${entry.id}`);
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
    alt: text.alt,
    category: entry.category,
    caption: text.caption,
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
