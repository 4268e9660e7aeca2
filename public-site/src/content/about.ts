import { edition } from '@caawg11/conference';

export interface Statistic {
  value: string;
  label: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface PastConference {
  year: number;
  location: string;
  theme: string;
}

export const aboutHero = {
  badge: `Established ${edition.foundedYear}`,
  title: `About the ${edition.associationName}`,
  lead: `Founded in ${edition.foundedIn} in ${edition.foundedYear}, ${edition.associationShortName} brings together women geoscientists from across Africa and beyond to share knowledge, build careers and apply earth science to the continent's development.`,
} as const;

export const missionVisionGoal: readonly (TitledText & { icon: 'target' | 'eye' | 'award' })[] = [
  {
    icon: 'target',
    title: 'Our Mission',
    text: 'To promote the participation and advancement of women in the geosciences in Africa through research, education, networking and mentorship.',
  },
  {
    icon: 'eye',
    title: 'Our Vision',
    text: 'An Africa where women geoscientists lead in discovering, managing and protecting the natural resources and environment of the continent.',
  },
  {
    icon: 'award',
    title: 'Our Goal',
    text: 'To build a strong, connected community of women in the geosciences whose work shapes policy, industry and education for inclusive growth.',
  },
];

/** The four figure tiles of the About page: founded 1995, 41 countries, 10 previous conferences, 500+ members. */
export const statistics: readonly Statistic[] = [
  { value: String(edition.foundedYear), label: 'Founded' },
  { value: '41', label: 'Countries' },
  { value: '10', label: 'Previous Conferences' },
  { value: '500+', label: 'Members' },
];

export const eleventhConference = {
  title: `The ${edition.number}th Conference: ${edition.anniversaryYears} Years of ${edition.associationShortName}`,
  paragraphs: [
    `From ${edition.datesLabel}, ${edition.shortName} gathers geoscientists, students, industry and policy makers in ${edition.venueCity}, under the theme "${edition.theme}".`,
    `The conference also celebrates ${edition.anniversaryYears} years since the association was founded in ${edition.foundedIn}: three decades of research, mentorship and friendship across the continent.`,
  ],
  highlights: [
    '11 subthemes, from geology applications to geoscience-driven policy',
    'Keynotes from leading women in the geosciences',
    'A three-day post-conference field trip to Western Uganda',
    `The ${edition.anniversaryYears}th anniversary celebration on 1 October`,
  ],
} as const;

export const objectives: readonly string[] = [
  'Share recent research and innovations in the geosciences across Africa.',
  'Strengthen networks between women geoscientists in academia, industry and government.',
  'Mentor students and early-career geoscientists and widen their career opportunities.',
  'Bring geoscience evidence to policy on natural resources, climate and infrastructure.',
  "Celebrate 30 years of the association's achievements and plan its next decade.",
];

export const whatToExpect: readonly (TitledText & {
  icon: 'presentation' | 'users' | 'lightbulb' | 'network' | 'sparkles' | 'mountain';
})[] = [
  {
    icon: 'presentation',
    title: 'Keynote Speeches',
    text: 'Leading scientists and practitioners on the future of geosciences in Africa.',
  },
  {
    icon: 'users',
    title: 'Technical Sessions',
    text: 'Oral and poster presentations across the eleven subthemes.',
  },
  {
    icon: 'lightbulb',
    title: 'Workshops',
    text: 'Hands-on training in data, digital tools and professional skills.',
  },
  {
    icon: 'network',
    title: 'Networking',
    text: 'Meet peers, mentors, employers and partners from across the continent.',
  },
  {
    icon: 'sparkles',
    title: '30th Anniversary Celebration',
    text: `An evening celebrating three decades of ${edition.associationShortName}.`,
  },
  {
    icon: 'mountain',
    title: 'Field Trip',
    text: 'Three days among the geothermal fields, rift escarpments and waterfalls of Western Uganda.',
  },
];

/** The ten earlier conferences, oldest first. */
export const pastConferences: readonly PastConference[] = [
  {
    year: 2002,
    location: 'South Africa',
    theme: 'Women in the Geosciences: Building African Networks',
  },
  {
    year: 2004,
    location: 'Uganda',
    theme: 'Geosciences for Poverty Reduction and Sustainable Development',
  },
  { year: 2006, location: 'Morocco', theme: 'Earth Resources and the Environment in Africa' },
  { year: 2008, location: 'Egypt', theme: 'Geosciences and Society: Challenges for Africa' },
  { year: 2010, location: "Côte d'Ivoire", theme: 'Mineral Resources and Sustainable Development' },
  { year: 2012, location: 'Cameroon', theme: 'Geosciences for a Sustainable Africa' },
  { year: 2014, location: 'Namibia', theme: 'Water, Energy and Minerals: Geoscience Solutions' },
  { year: 2016, location: 'Romania', theme: 'Geoscience Cooperation Beyond Borders' },
  { year: 2018, location: 'Morocco', theme: 'Geoheritage, Geoparks and Geotourism in Africa' },
  {
    year: 2023,
    location: 'Angola',
    theme: 'Geosciences for Climate Action and the Energy Transition',
  },
];

export const communityQuote = {
  text: 'AAWG gave me mentors when there were few women in my department, and a network that still opens doors for my students today. Thirty years on, that community is our greatest discovery.',
  author: 'A founding member of the association',
} as const;

export const membershipInvitation = {
  title: 'Join Our Community',
  text: 'Membership is open to women and men in the geosciences who share our mission: researchers, students, industry professionals and policy makers.',
} as const;
