import { subthemeTitles, type SubthemeTitle } from '@caawg11/conference';

export type SubthemeIconName =
  | 'mountain'
  | 'graduation-cap'
  | 'satellite'
  | 'cloud-sun'
  | 'gem'
  | 'fuel'
  | 'cpu'
  | 'droplets'
  | 'city'
  | 'scale'
  | 'landmark';

export interface Subtheme {
  /** The subtheme's number in the call for abstracts, 1 to 11. */
  number: number;
  /** The English title, the value the abstract form sends and the api stores. */
  title: SubthemeTitle;
  icon: SubthemeIconName;
}

/**
 * A subtheme's texts in the page's language, from the `home` catalogue's `subthemeCards` (the
 * home page, the first load, shows them too), in the order of `subthemeTitles`.
 */
export interface SubthemeText {
  title: string;
  /** A short name of the category, for the home page's grid. */
  category: string;
  description: string;
  items: readonly string[];
}

/** The eleven subthemes' icons in the order of `subthemeTitles`, which the abstract form also uses. */
const icons: readonly SubthemeIconName[] = [
  'mountain',
  'graduation-cap',
  'satellite',
  'cloud-sun',
  'gem',
  'fuel',
  'cpu',
  'droplets',
  'city',
  'scale',
  'landmark',
];

export const subthemes: readonly Subtheme[] = subthemeTitles.map((title, index) => {
  const icon = icons[index];
  if (!icon) throw new Error(`No icon for subtheme ${title}`);
  return { number: index + 1, title, icon };
});
