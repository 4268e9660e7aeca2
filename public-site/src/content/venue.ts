import { edition } from '@caawg11/conference';
import { publicAssetUrl } from './asset-url';
import { calendarDay, fieldTripDays } from './calendar';
import { galleryPhotos, type GalleryPhoto, type ResponsiveImage } from './gallery';

function venuePhoto(id: string): GalleryPhoto {
  const photo = galleryPhotos.find((candidate) => candidate.id === id);
  if (!photo) throw new Error(`no gallery photo ${id}`);
  return photo;
}

/**
 * The venue's pictures are the gallery's venue photos, so each file ships once; their captions
 * and alt texts are the venue catalogue's `photos.<id>`.
 */
export const venuePhotos: readonly GalleryPhoto[] = [
  venuePhoto('venue-hotel-exterior'),
  venuePhoto('venue-plenary-hall'),
  venuePhoto('venue-lobby'),
  venuePhoto('venue-lake-terrace'),
];

export type FacilityIcon = 'presentation' | 'users' | 'wifi' | 'coffee' | 'bed' | 'building';

/** A facility: its icon, and its title and description under its key in the venue catalogue. */
export interface Facility {
  icon: FacilityIcon;
  key:
    | 'facilities.plenaryHall'
    | 'facilities.breakoutRooms'
    | 'facilities.exhibitionArea'
    | 'facilities.wifi'
    | 'facilities.meals'
    | 'facilities.accommodation';
}

export const venueFacilities: readonly Facility[] = [
  { icon: 'presentation', key: 'facilities.plenaryHall' },
  { icon: 'users', key: 'facilities.breakoutRooms' },
  { icon: 'building', key: 'facilities.exhibitionArea' },
  { icon: 'wifi', key: 'facilities.wifi' },
  { icon: 'coffee', key: 'facilities.meals' },
  { icon: 'bed', key: 'facilities.accommodation' },
];

export interface VenueTimelineEntry {
  /** Where its words are in the venue catalogue. */
  key:
    | 'timeline.openingDay'
    | 'timeline.secondDay'
    | 'timeline.fieldTripDeparts'
    | 'timeline.fieldTripReturns';
  /** ISO date, for the <time> element. */
  date: string;
  /** The day or the moment, for the catalogues that format it. */
  day: Date;
}

export const venueTimeline: readonly VenueTimelineEntry[] = [
  { key: 'timeline.openingDay', date: edition.startDate, day: calendarDay(edition.startDate) },
  { key: 'timeline.secondDay', date: '2025-10-02', day: calendarDay('2025-10-02') },
  {
    key: 'timeline.fieldTripDeparts',
    date: edition.fieldTrip.startDate,
    day: fieldTripDays.departs,
  },
  { key: 'timeline.fieldTripReturns', date: edition.fieldTrip.endDate, day: fieldTripDays.returns },
];

export const venueMap: ResponsiveImage = {
  src: publicAssetUrl('images/venue/venue-map.svg'),
  width: 1200,
  height: 800,
};

/** Opens a real, interactive map in a new tab: nothing is loaded from it on this page. */
export const externalMapLink =
  'https://www.openstreetmap.org/?mlat=0.3136&mlon=32.5811#map=12/0.3136/32.5811';

export const eVisaPortal = 'https://visas.immigration.go.ug/';
