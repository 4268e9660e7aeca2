import type { ParticipantCategory } from './fees.js';

/** How a bulk print is laid out: A4 sheets of several badges with cut marks, or one a page. */
export const badgeLayouts = ['a4-sheet', 'one-per-page'] as const;
export type BadgeLayout = (typeof badgeLayouts)[number];

export const badgeLayoutLabels: Record<BadgeLayout, string> = {
  'a4-sheet': 'A4 sheets, 4 badges a page, with cut marks',
  'one-per-page': 'One badge a page (badge printer)',
};

/**
 * The band of each registration type: its colour, and the word printed in it (the word keeps
 * the type readable on a greyscale printer; the lightness of the bands differs as well).
 */
export const badgeBands: Record<
  ParticipantCategory,
  { colour: string; text: string; word: string }
> = {
  'non-member': { colour: '#1b2a6b', text: '#ffffff', word: 'DELEGATE' },
  member: { colour: '#b71c1c', text: '#ffffff', word: 'AAWG MEMBER' },
  'affiliate-member': { colour: '#f9c74f', text: '#000000', word: 'AFFILIATE MEMBER' },
  student: { colour: '#d8f3dc', text: '#000000', word: 'STUDENT' },
};

export const badgeNameMaxLength = 60;

export const badgeMessages = {
  nameRequired: 'Type the name to print on the badge.',
  nameTooLong: `A badge name has at most ${badgeNameMaxLength} characters.`,
  layoutInvalid: 'layout must be a4-sheet or one-per-page',
  checkedInInvalid: 'checkedIn must be yes or no',
  changedSinceInvalid: 'changedSince must be a date and time (ISO 8601)',
} as const;
