import member1 from '../assets/committee/member-1.svg';
import member2 from '../assets/committee/member-2.svg';
import member3 from '../assets/committee/member-3.svg';
import member4 from '../assets/committee/member-4.svg';

export interface SteeringMember {
  name: string;
  role: string;
  /** The member's "organisation", which is the country the member represents. */
  organisation: string;
  /** The photo's URL; empty when there is no photo yet (a placeholder icon shows). */
  image: string;
}

export interface CommitteeMember {
  name: string;
  country: string;
}

export const steeringCommittee: readonly SteeringMember[] = [
  { name: 'Prof. Grace Nakalema', role: 'Chair', organisation: 'Uganda', image: member1 },
  { name: 'Dr. Amina Diallo', role: 'Vice Chair', organisation: 'Senegal', image: member2 },
  {
    name: 'Dr. Nomvula Dlamini',
    role: 'Secretary General',
    organisation: 'South Africa',
    image: member3,
  },
  {
    name: 'Prof. Fatima Benali',
    role: 'Chair, Scientific Programme',
    organisation: 'Morocco',
    image: '',
  },
  { name: 'Dr. Esther Wanjiru', role: 'Treasurer', organisation: 'Kenya', image: member4 },
  {
    name: 'Dr. Chiamaka Okafor',
    role: 'Outreach and Partnerships',
    organisation: 'Nigeria',
    image: '',
  },
];

export const organizingCommittee: readonly CommitteeMember[] = [
  { name: 'Dr. Sarah Namuli', country: 'Uganda' },
  { name: 'Ms. Juliet Akello', country: 'Uganda' },
  { name: 'Eng. Rebecca Nabirye', country: 'Uganda' },
  { name: 'Dr. Agnes Atim', country: 'Uganda' },
  { name: 'Ms. Patience Kyomuhendo', country: 'Uganda' },
  { name: 'Mr. Ronald Ssempala', country: 'Uganda' },
  { name: 'Dr. Winnie Nantongo', country: 'Uganda' },
  { name: 'Ms. Doreen Achieng', country: 'Kenya' },
  { name: 'Dr. Halima Mwinyi', country: 'Tanzania' },
  { name: 'Ms. Claudine Uwase', country: 'Rwanda' },
  { name: 'Dr. Aline Ndayishimiye', country: 'Burundi' },
  { name: 'Dr. Mercy Chanda', country: 'Zambia' },
  { name: 'Ms. Tendai Moyo', country: 'Zimbabwe' },
  { name: 'Dr. Lerato Mokoena', country: 'South Africa' },
  { name: 'Dr. Ndapewa Shikongo', country: 'Namibia' },
  { name: 'Ms. Ana Domingos', country: 'Angola' },
  { name: 'Dr. Aïcha Kouassi', country: "Côte d'Ivoire" },
  { name: 'Dr. Mireille Ngo Bissou', country: 'Cameroon' },
  { name: 'Ms. Abena Owusu', country: 'Ghana' },
  { name: 'Dr. Yasmine El Idrissi', country: 'Morocco' },
  { name: 'Dr. Nour Abdelrahman', country: 'Egypt' },
  { name: 'Dr. Selamawit Tesfaye', country: 'Ethiopia' },
];

export const scientificCommittee: readonly CommitteeMember[] = [
  { name: 'Prof. Margaret Nabukenya', country: 'Uganda' },
  { name: 'Prof. Janet Kabasinguzi', country: 'Uganda' },
  { name: 'Dr. Irene Nakato', country: 'Uganda' },
  { name: 'Prof. Wambui Kariuki', country: 'Kenya' },
  { name: 'Dr. Rehema Said', country: 'Tanzania' },
  { name: 'Prof. Thandiwe Nkosi', country: 'South Africa' },
  { name: 'Dr. Kagiso Molefe', country: 'Botswana' },
  { name: 'Prof. Chipo Mutasa', country: 'Zimbabwe' },
  { name: 'Dr. Luísa Fernandes', country: 'Mozambique' },
  { name: 'Prof. Ngozi Eze', country: 'Nigeria' },
  { name: 'Dr. Akosua Mensah', country: 'Ghana' },
  { name: 'Prof. Mariam Traoré', country: 'Mali' },
  { name: 'Dr. Awa Ndiaye', country: 'Senegal' },
  { name: 'Prof. Salma Haddad', country: 'Tunisia' },
  { name: 'Dr. Leila Bouzid', country: 'Algeria' },
  { name: 'Prof. Hoda Mansour', country: 'Egypt' },
  { name: 'Dr. Marie-Claire Mbarga', country: 'Cameroon' },
  { name: 'Prof. Solange Kabila', country: 'DR Congo' },
  { name: 'Dr. Ioana Popescu', country: 'Romania' },
  { name: 'Prof. Catherine Dubois', country: 'France' },
  { name: 'Dr. Helen Carter', country: 'United Kingdom' },
];
