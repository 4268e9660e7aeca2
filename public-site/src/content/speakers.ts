import { publicAssetUrl } from './asset-url';

/** A speaker's texts in the page's language, from the `speakers` catalogue's `profiles`. */
export interface SpeakerProfile {
  title: string;
  topic: string;
  bio: string;
  accolades: readonly string[];
}

/** A speaker: who, where from (names and institutions stay as they are in every language). */
export interface SpeakerIdentity {
  id: string;
  name: string;
  organization: string;
  imageUrl: string;
}

export type Speaker = SpeakerIdentity & SpeakerProfile;

/** Portraits are square illustrations of this size. */
export const speakerPortraitSize = 480;

/**
 * The keynote line-up. These profiles are illustrative: the names and institutions are
 * invented for the website until the organisers publish the confirmed speakers, and the
 * page says so (the catalogue's `notice`).
 */
const identities: readonly SpeakerIdentity[] = [
  {
    id: 'adaeze-okonkwo-balogun',
    name: 'Prof. Adaeze Okonkwo-Balogun',
    organization: 'Institute for Mineral Systems, Lagos',
    imageUrl: publicAssetUrl('images/speakers/speaker-1.webp'),
  },
  {
    id: 'wanjiru-kamau-odhiambo',
    name: 'Dr. Wanjiru Kamau-Odhiambo',
    organization: 'Rift Valley Geothermal Research Centre',
    imageUrl: publicAssetUrl('images/speakers/speaker-2.webp'),
  },
  {
    id: 'thandeka-mthembu-nkosi',
    name: 'Prof. Thandeka Mthembu-Nkosi',
    organization: 'Southern Africa Water Research Institute',
    imageUrl: publicAssetUrl('images/speakers/speaker-3.webp'),
  },
  {
    id: 'fatoumata-diallo-keita',
    name: 'Dr. Fatoumata Diallo-Keïta',
    organization: 'Sahel Earth Observation Laboratory',
    imageUrl: publicAssetUrl('images/speakers/speaker-4.webp'),
  },
  {
    id: 'nakato-birungi-ssekitoleko',
    name: 'Prof. Nakato Birungi-Ssekitoleko',
    organization: 'Great Lakes Institute of Earth Sciences',
    imageUrl: publicAssetUrl('images/speakers/speaker-5.webp'),
  },
  {
    id: 'yasmina-benali-haddad',
    name: 'Dr. Yasmina Benali-Haddad',
    organization: 'Maghreb Centre for Geohazards and Climate',
    imageUrl: publicAssetUrl('images/speakers/speaker-6.webp'),
  },
  {
    id: 'ama-serwaa-owusu-mensah',
    name: 'Prof. Ama Serwaa Owusu-Mensah',
    organization: 'Centre for Responsible Extractives, Accra',
    imageUrl: publicAssetUrl('images/speakers/speaker-7.webp'),
  },
  {
    id: 'selamawit-tesfaye-gebru',
    name: 'Dr. Selamawit Tesfaye-Gebru',
    organization: 'Horn of Africa Volcano Observatory',
    imageUrl: publicAssetUrl('images/speakers/speaker-8.webp'),
  },
];

// The English catalogue is the profiles' reference text, read as the site's catalogues are read.
const englishCatalogue = import.meta.glob<{ profiles: Record<string, SpeakerProfile> }>(
  '../locales/en/speakers.json',
  { eager: true, import: 'default' },
)['../locales/en/speakers.json'];
const englishProfiles = englishCatalogue?.profiles ?? {};

/** The speakers with their English profiles, the reference the other languages translate. */
export const speakers: readonly Speaker[] = identities.map((identity) => {
  const profile = englishProfiles[identity.id];
  if (!profile) throw new Error(`No profile for speaker ${identity.id}`);
  return { ...identity, ...profile };
});
