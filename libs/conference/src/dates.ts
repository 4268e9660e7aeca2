/** Deadlines and the published calendar of the edition. */
export const deadlines = {
  abstractSubmission: '2025-06-30',
  abstractSubmissionLabel: 'June 30, 2025',
  acceptanceNotification: '2025-07-30',
  acceptanceNotificationLabel: 'July 30, 2025',
  earlyBirdLastDay: '2025-07-31',
  earlyBirdLastDayLabel: 'July 31, 2025',
} as const;

export interface DatedEvent {
  date: string;
  event: string;
}

/** The footer's Important Dates list. */
export const footerImportantDates: readonly DatedEvent[] = [
  { date: 'June 30, 2025', event: 'Abstract submission deadline' },
  { date: 'July 2025', event: 'Acceptance notifications' },
  { date: 'October 1', event: '30th anniversary celebration' },
  { date: 'October 1-2', event: 'Conference' },
  { date: 'October 3-5, 2025', event: 'Field trip' },
];

/** The home page's Important Dates timeline. */
export const homeTimeline: readonly DatedEvent[] = [
  { date: 'March 2025', event: 'First circular' },
  { date: 'June 2025', event: 'Second circular' },
  { date: '30 June 2025', event: 'Deadline for registration forms and abstracts' },
  { date: '30 July 2025', event: 'Acceptance notification and invitation letters' },
  { date: '1 October 2025', event: 'Anniversary celebrations' },
  { date: '2 October 2025', event: 'Plenary, papers and cultural evening' },
  { date: '3-5 October 2025', event: 'Three-day field trip' },
];

/** The abstracts page's Important Dates. */
export const abstractTimeline: readonly DatedEvent[] = [
  { date: 'June 30, 2025', event: 'Abstract submission deadline' },
  { date: 'July 30, 2025', event: 'Notification of acceptance' },
  { date: 'October 1-5, 2025', event: 'Conference' },
];
