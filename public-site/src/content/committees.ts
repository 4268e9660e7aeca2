import member1 from '../assets/committee/member-1.svg';
import member2 from '../assets/committee/member-2.svg';
import member3 from '../assets/committee/member-3.svg';
import member4 from '../assets/committee/member-4.svg';

/** A country's key in the `home` catalogue's `countries`. */
export type CountryKey =
  | 'uganda'
  | 'senegal'
  | 'southAfrica'
  | 'morocco'
  | 'kenya'
  | 'nigeria'
  | 'tanzania'
  | 'rwanda'
  | 'burundi'
  | 'zambia'
  | 'zimbabwe'
  | 'namibia'
  | 'angola'
  | 'coteDIvoire'
  | 'cameroon'
  | 'ghana'
  | 'egypt'
  | 'ethiopia'
  | 'botswana'
  | 'mozambique'
  | 'mali'
  | 'tunisia'
  | 'algeria'
  | 'drCongo'
  | 'romania'
  | 'france'
  | 'unitedKingdom';

/** A steering committee role's key in the `home` catalogue's `committees.roles`. */
export type SteeringRoleKey =
  | 'chair'
  | 'viceChair'
  | 'secretaryGeneral'
  | 'scientificProgrammeChair'
  | 'treasurer'
  | 'outreach';

export interface SteeringMember {
  name: string;
  role: SteeringRoleKey;
  /** The member's "organisation", which is the country the member represents. */
  organisation: CountryKey;
  /** The photo's URL; empty when there is no photo yet (a placeholder icon shows). */
  image: string;
}

export interface CommitteeMember {
  name: string;
  country: CountryKey;
}

export const steeringCommittee: readonly SteeringMember[] = [
  { name: 'Prof. Grace Nakalema', role: 'chair', organisation: 'uganda', image: member1 },
  { name: 'Dr. Amina Diallo', role: 'viceChair', organisation: 'senegal', image: member2 },
  {
    name: 'Dr. Nomvula Dlamini',
    role: 'secretaryGeneral',
    organisation: 'southAfrica',
    image: member3,
  },
  {
    name: 'Prof. Fatima Benali',
    role: 'scientificProgrammeChair',
    organisation: 'morocco',
    image: '',
  },
  { name: 'Dr. Esther Wanjiru', role: 'treasurer', organisation: 'kenya', image: member4 },
  {
    name: 'Dr. Chiamaka Okafor',
    role: 'outreach',
    organisation: 'nigeria',
    image: '',
  },
];

export const organizingCommittee: readonly CommitteeMember[] = [
  { name: 'Dr. Sarah Namuli', country: 'uganda' },
  { name: 'Ms. Juliet Akello', country: 'uganda' },
  { name: 'Eng. Rebecca Nabirye', country: 'uganda' },
  { name: 'Dr. Agnes Atim', country: 'uganda' },
  { name: 'Ms. Patience Kyomuhendo', country: 'uganda' },
  { name: 'Mr. Ronald Ssempala', country: 'uganda' },
  { name: 'Dr. Winnie Nantongo', country: 'uganda' },
  { name: 'Ms. Doreen Achieng', country: 'kenya' },
  { name: 'Dr. Halima Mwinyi', country: 'tanzania' },
  { name: 'Ms. Claudine Uwase', country: 'rwanda' },
  { name: 'Dr. Aline Ndayishimiye', country: 'burundi' },
  { name: 'Dr. Mercy Chanda', country: 'zambia' },
  { name: 'Ms. Tendai Moyo', country: 'zimbabwe' },
  { name: 'Dr. Lerato Mokoena', country: 'southAfrica' },
  { name: 'Dr. Ndapewa Shikongo', country: 'namibia' },
  { name: 'Ms. Ana Domingos', country: 'angola' },
  { name: 'Dr. Aïcha Kouassi', country: 'coteDIvoire' },
  { name: 'Dr. Mireille Ngo Bissou', country: 'cameroon' },
  { name: 'Ms. Abena Owusu', country: 'ghana' },
  { name: 'Dr. Yasmine El Idrissi', country: 'morocco' },
  { name: 'Dr. Nour Abdelrahman', country: 'egypt' },
  { name: 'Dr. Selamawit Tesfaye', country: 'ethiopia' },
];

export const scientificCommittee: readonly CommitteeMember[] = [
  { name: 'Prof. Margaret Nabukenya', country: 'uganda' },
  { name: 'Prof. Janet Kabasinguzi', country: 'uganda' },
  { name: 'Dr. Irene Nakato', country: 'uganda' },
  { name: 'Prof. Wambui Kariuki', country: 'kenya' },
  { name: 'Dr. Rehema Said', country: 'tanzania' },
  { name: 'Prof. Thandiwe Nkosi', country: 'southAfrica' },
  { name: 'Dr. Kagiso Molefe', country: 'botswana' },
  { name: 'Prof. Chipo Mutasa', country: 'zimbabwe' },
  { name: 'Dr. Luísa Fernandes', country: 'mozambique' },
  { name: 'Prof. Ngozi Eze', country: 'nigeria' },
  { name: 'Dr. Akosua Mensah', country: 'ghana' },
  { name: 'Prof. Mariam Traoré', country: 'mali' },
  { name: 'Dr. Awa Ndiaye', country: 'senegal' },
  { name: 'Prof. Salma Haddad', country: 'tunisia' },
  { name: 'Dr. Leila Bouzid', country: 'algeria' },
  { name: 'Prof. Hoda Mansour', country: 'egypt' },
  { name: 'Dr. Marie-Claire Mbarga', country: 'cameroon' },
  { name: 'Prof. Solange Kabila', country: 'drCongo' },
  { name: 'Dr. Ioana Popescu', country: 'romania' },
  { name: 'Prof. Catherine Dubois', country: 'france' },
  { name: 'Dr. Helen Carter', country: 'unitedKingdom' },
];
