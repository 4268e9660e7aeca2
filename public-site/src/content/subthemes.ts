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
  title: SubthemeTitle;
  /** A short name of the category, for the home page's grid. */
  category: string;
  icon: SubthemeIconName;
  description: string;
  items: readonly string[];
}

type SubthemeText = Omit<Subtheme, 'number' | 'title'>;

/** The eleven subthemes in the order of `subthemeTitles`, which the abstract form also uses. */
const texts: readonly SubthemeText[] = [
  {
    category: 'Geology Applications',
    icon: 'mountain',
    description:
      'New field, laboratory and modelling work that deepens our understanding of the Earth and puts it to use.',
    items: [
      'Structural geology and tectonics of the East African Rift',
      'Petrology, geochemistry and geochronology',
      'Engineering and environmental geology',
      'Geohazards: earthquakes, landslides and volcanoes',
      'Sedimentology and basin analysis',
    ],
  },
  {
    category: 'Geo-education',
    icon: 'graduation-cap',
    description:
      'Training the next generation of geoscientists and bringing more women and girls into the field.',
    items: [
      'Curricula for schools, colleges and universities',
      'Mentorship and career pathways for women',
      'Field schools and practical training',
      'Public outreach and geoheritage',
    ],
  },
  {
    category: 'Geospatial Data and AI',
    icon: 'satellite',
    description:
      'Remote sensing, GIS and machine learning that turn earth observations into decisions.',
    items: [
      'Satellite remote sensing and drone surveys',
      'Machine learning for mineral and hazard mapping',
      'Open geodata infrastructures for Africa',
      'Data quality, sharing and sovereignty',
    ],
  },
  {
    category: 'Climate Resilience',
    icon: 'cloud-sun',
    description:
      'Earth science for adapting to a changing climate and reducing the risk of disasters.',
    items: [
      'Drought, flood and landslide risk assessment',
      'Carbon capture and geological storage',
      'Palaeoclimate records from African archives',
      'Early warning systems and community preparedness',
      'Nature-based solutions',
    ],
  },
  {
    category: 'Critical Minerals',
    icon: 'gem',
    description: 'The minerals of the energy transition, found, mined and processed responsibly.',
    items: [
      'Exploration for lithium, cobalt, graphite and rare earths',
      'Artisanal and small-scale mining',
      'Local value addition and beneficiation',
      'Mine closure and land rehabilitation',
    ],
  },
  {
    category: 'Oil and Gas Technologies',
    icon: 'fuel',
    description:
      'Technologies that make hydrocarbon projects safer, cleaner and more beneficial to host communities.',
    items: [
      'Reservoir characterisation and seismic imaging',
      'Emission reduction and flaring control',
      'Environmental and social impact management',
      'Local content and skills development',
    ],
  },
  {
    category: 'Digital Transformation',
    icon: 'cpu',
    description: 'Digital tools that change how geoscientists collect, share and interpret data.',
    items: [
      'Digital twins and 3D geological models',
      'Cloud computing and open-source tools',
      'Digital field data capture',
      'Cyber-infrastructure for geological surveys',
    ],
  },
  {
    category: 'Water Supply',
    icon: 'droplets',
    description:
      'Finding, protecting and managing the groundwater and surface water that communities depend on.',
    items: [
      'Hydrogeology and groundwater mapping',
      'Water quality and contamination',
      'Managed aquifer recharge',
      'Transboundary water resources',
      'Water, sanitation and gender',
    ],
  },
  {
    category: 'Urbanization',
    icon: 'city',
    description:
      "Geoscience for safe, sustainable cities and the infrastructure of Africa's growing towns.",
    items: [
      'Geotechnical investigations and foundations',
      'Urban geohazards and land subsidence',
      'Construction materials and aggregates',
      'Land-use planning informed by geology',
    ],
  },
  {
    category: 'Geoethics',
    icon: 'scale',
    description: 'Responsible, equitable geoscience practice that leaves no one behind.',
    items: [
      'Ethics in research and resource extraction',
      'Gender equity and inclusion in the geosciences',
      'Community engagement and indigenous knowledge',
      'Safety and well-being in fieldwork',
    ],
  },
  {
    category: 'Geoscience-Driven Policy',
    icon: 'landmark',
    description: 'Turning geoscience evidence into sound policy for managing natural resources.',
    items: [
      'Mineral and petroleum governance',
      'Science-policy interfaces',
      'Revenue management and transparency',
      'Regional cooperation and the African Mining Vision',
      'Policy for the energy transition',
    ],
  },
];

export const subthemes: readonly Subtheme[] = subthemeTitles.map((title, index) => {
  const text = texts[index];
  if (!text) throw new Error(`No text for subtheme ${title}`);
  return { number: index + 1, title, ...text };
});
