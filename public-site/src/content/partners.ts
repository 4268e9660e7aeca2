import africanWomenInEnergy from '../assets/partners/african-women-in-energy-forum.svg';
import geodataAfrica from '../assets/partners/geodata-africa-initiative.svg';
import greatLakes from '../assets/partners/great-lakes-earth-science-alliance.svg';
import kampalaSchool from '../assets/partners/kampala-school-of-earth-sciences.svg';
import panAfrican from '../assets/partners/pan-african-geoscience-network.svg';
import riftValley from '../assets/partners/rift-valley-geothermal-institute.svg';

export interface Partner {
  name: string;
  logo: string;
}

/** Logos are 200 x 140. */
export const partnerLogoSize = { width: 200, height: 140 } as const;

export const partners: readonly Partner[] = [
  { name: 'Pan-African Geoscience Network', logo: panAfrican },
  { name: 'Great Lakes Earth Science Alliance', logo: greatLakes },
  { name: 'Rift Valley Geothermal Institute', logo: riftValley },
  { name: 'Kampala School of Earth Sciences', logo: kampalaSchool },
  { name: 'African Women in Energy Forum', logo: africanWomenInEnergy },
  { name: 'GeoData Africa Initiative', logo: geodataAfrica },
];
