import { edition } from '@caawg11/conference';

/** A card's texts in the page's language, from the `about` catalogue. */
export interface TitledText {
  title: string;
  text: string;
}

/** A past conference's texts in the page's language, from the `about` catalogue. */
export interface PastConferenceText {
  location: string;
  theme: string;
}

/** The mission, vision and goal cards, by their key in the catalogue's `missionVisionGoal`. */
export const missionVisionGoal = [
  { key: 'mission', icon: 'target' },
  { key: 'vision', icon: 'eye' },
  { key: 'goal', icon: 'award' },
] as const;

/** The four figure tiles of the About page: founded 1995, 41 countries, 10 previous conferences, 500+ members. */
export const statistics = [
  { key: 'founded', value: String(edition.foundedYear) },
  { key: 'countries', value: '41' },
  { key: 'previousConferences', value: '10' },
  { key: 'members', value: '500+' },
] as const;

/** What to expect, by each card's key in the catalogue's `expect.items`. */
export const whatToExpect = [
  { key: 'keynotes', icon: 'presentation' },
  { key: 'sessions', icon: 'users' },
  { key: 'workshops', icon: 'lightbulb' },
  { key: 'networking', icon: 'network' },
  { key: 'anniversary', icon: 'sparkles' },
  { key: 'fieldTrip', icon: 'mountain' },
] as const;

/** The years of the ten earlier conferences, oldest first; `past.conferences` holds their texts in the same order. */
export const pastConferenceYears: readonly number[] = [
  2002, 2004, 2006, 2008, 2010, 2012, 2014, 2016, 2018, 2023,
];
