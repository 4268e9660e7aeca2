export { BadgesSection } from './BadgesSection';
export { RegistrationBadge } from './RegistrationBadge';
