import type { SubthemeIconName } from '../content/subthemes';
import type { IconProps } from './icons';
import {
  CityIcon,
  CloudSunIcon,
  CpuIcon,
  DropletsIcon,
  FuelIcon,
  GemIcon,
  GraduationCapIcon,
  LandmarkIcon,
  MountainIcon,
  SatelliteIcon,
  ScaleIcon,
} from './content-icons';

const icons: Record<SubthemeIconName, (props: IconProps) => React.JSX.Element> = {
  mountain: MountainIcon,
  'graduation-cap': GraduationCapIcon,
  satellite: SatelliteIcon,
  'cloud-sun': CloudSunIcon,
  gem: GemIcon,
  fuel: FuelIcon,
  cpu: CpuIcon,
  droplets: DropletsIcon,
  city: CityIcon,
  scale: ScaleIcon,
  landmark: LandmarkIcon,
};

export function SubthemeIcon({ name, ...props }: IconProps & { name: SubthemeIconName }) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
