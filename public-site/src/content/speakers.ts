import { publicAssetUrl } from './asset-url';

export interface Speaker {
  id: string;
  name: string;
  title: string;
  organization: string;
  topic: string;
  bio: string;
  imageUrl: string;
  accolades: readonly string[];
}

/** Portraits are square illustrations of this size. */
export const speakerPortraitSize = 480;

/**
 * The keynote line-up. These profiles are illustrative: the names and institutions are
 * invented for the website until the organisers publish the confirmed speakers, and the
 * page says so.
 */
export const speakersNotice =
  'Speaker profiles are illustrative while the keynote line-up is being confirmed; the final programme will name the speakers.';

export const speakers: readonly Speaker[] = [
  {
    id: 'adaeze-okonkwo-balogun',
    name: 'Prof. Adaeze Okonkwo-Balogun',
    title: 'Professor of Economic Geology',
    organization: 'Institute for Mineral Systems, Lagos',
    topic: 'Critical minerals for a fair green transition in Africa',
    bio: 'Adaeze maps the lithium, cobalt and rare-earth belts of West and Central Africa and works with governments on how their value can stay in the communities that host them.',
    imageUrl: publicAssetUrl('images/speakers/speaker-1.webp'),
    accolades: [
      'Led a regional survey of pegmatite-hosted lithium across three countries',
      'Author of more than 80 peer-reviewed papers on ore deposits',
      'Mentor to over 40 women postgraduate geologists',
    ],
  },
  {
    id: 'wanjiru-kamau-odhiambo',
    name: 'Dr. Wanjiru Kamau-Odhiambo',
    title: 'Principal Geothermal Scientist',
    organization: 'Rift Valley Geothermal Research Centre',
    topic: 'Geothermal energy along the East African Rift',
    bio: 'Wanjiru has spent two decades reading the heat beneath the Rift, from surface manifestations to deep wells, and now leads exploration programmes for clean baseload power.',
    imageUrl: publicAssetUrl('images/speakers/speaker-2.webp'),
    accolades: [
      'Coordinated geothermal resource assessments in four Rift countries',
      'Founder of a field school for young geothermal geoscientists',
      'Keynote speaker at international geothermal congresses',
    ],
  },
  {
    id: 'thandeka-mthembu-nkosi',
    name: 'Prof. Thandeka Mthembu-Nkosi',
    title: 'Chair of Hydrogeology',
    organization: 'Southern Africa Water Research Institute',
    topic: 'Groundwater security for growing African cities',
    bio: 'Thandeka studies how aquifers respond to drought and rapid urban growth, and designs monitoring networks that water utilities can run themselves.',
    imageUrl: publicAssetUrl('images/speakers/speaker-3.webp'),
    accolades: [
      'Designed groundwater monitoring networks for five municipalities',
      'Editor of a regional journal of hydrogeology',
      'Recognised for science communication on water scarcity',
    ],
  },
  {
    id: 'fatoumata-diallo-keita',
    name: 'Dr. Fatoumata Diallo-Keïta',
    title: 'Head of Geospatial Intelligence',
    organization: 'Sahel Earth Observation Laboratory',
    topic: 'Geospatial data and AI for resilient land management',
    bio: 'Fatoumata combines satellite imagery with machine learning to track land degradation, floods and artisanal mining across the Sahel, and trains analysts to do the same.',
    imageUrl: publicAssetUrl('images/speakers/speaker-4.webp'),
    accolades: [
      'Built an open land-cover change service used by national agencies',
      'Trained more than 300 analysts in remote sensing and GIS',
      'Advocate for open geospatial data in francophone Africa',
    ],
  },
  {
    id: 'nakato-birungi-ssekitoleko',
    name: 'Prof. Nakato Birungi-Ssekitoleko',
    title: 'Professor of Petroleum Geoscience',
    organization: 'Great Lakes Institute of Earth Sciences',
    topic: 'Emerging technologies in oil and gas in the Albertine Graben',
    bio: 'Nakato works on the basins of the Albertine Graben, on reservoir characterisation and on how new technologies can lower the environmental footprint of development.',
    imageUrl: publicAssetUrl('images/speakers/speaker-5.webp'),
    accolades: [
      'Two decades of research on the rift basins of the Great Lakes region',
      'Supervised more than 25 doctoral and master’s theses',
      'Member of national advisory panels on petroleum and the environment',
    ],
  },
  {
    id: 'yasmina-benali-haddad',
    name: 'Dr. Yasmina Benali-Haddad',
    title: 'Senior Researcher in Climate Geoscience',
    organization: 'Maghreb Centre for Geohazards and Climate',
    topic: 'Geosciences for climate resilience: landslides, floods and coasts',
    bio: 'Yasmina studies how a changing climate reshapes geohazards along North Africa’s mountains and coasts, and turns hazard maps into plans that towns can act on.',
    imageUrl: publicAssetUrl('images/speakers/speaker-6.webp'),
    accolades: [
      'Produced landslide susceptibility maps for mountain communities',
      'Leads a network of coastal erosion monitoring sites',
      'Contributor to regional climate adaptation guidelines',
    ],
  },
  {
    id: 'ama-serwaa-owusu-mensah',
    name: 'Prof. Ama Serwaa Owusu-Mensah',
    title: 'Professor of Mining Policy and Geoethics',
    organization: 'Centre for Responsible Extractives, Accra',
    topic: 'Geoethics and inclusive development in the extractive sector',
    bio: 'Ama works where geology meets policy: community consent, artisanal mining, and the place of women in the extractive industries.',
    imageUrl: publicAssetUrl('images/speakers/speaker-7.webp'),
    accolades: [
      'Adviser on mining legislation reform and community benefit sharing',
      'Author of a widely used course on geoethics for African universities',
      'Champion of women’s leadership in the extractive industries',
    ],
  },
  {
    id: 'selamawit-tesfaye-gebru',
    name: 'Dr. Selamawit Tesfaye-Gebru',
    title: 'Volcanologist and Science Educator',
    organization: 'Horn of Africa Volcano Observatory',
    topic: 'Geo-education and capacity building: learning from active rifts',
    bio: 'Selamawit monitors active volcanoes in the Afar and runs outreach that brings school pupils and teachers into the field to see a continent splitting apart.',
    imageUrl: publicAssetUrl('images/speakers/speaker-8.webp'),
    accolades: [
      'Set up a community volcano-monitoring programme',
      'Created geoscience teaching kits used in hundreds of schools',
      'Led field schools for early-career geoscientists from ten countries',
    ],
  },
];
