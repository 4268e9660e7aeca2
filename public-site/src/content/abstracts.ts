import { deadlines } from '@caawg11/conference';
import { calendarDay, conferenceDays } from './calendar';

/** The abstracts page's dates, each under its key, with the days its catalogue text formats. */
export const abstractDates = [
  {
    key: 'dates.submissionDeadline',
    days: { date: calendarDay(deadlines.abstractSubmission) },
  },
  {
    key: 'dates.acceptanceNotification',
    days: { date: calendarDay(deadlines.acceptanceNotification) },
  },
  { key: 'dates.conference', days: conferenceDays },
] as const;

/** The two stages of the call for papers, each under its key, with the date it ends on. */
export const callStages = [
  { key: 'call.submissionStage', date: calendarDay(deadlines.abstractSubmission) },
  { key: 'call.reviewStage', date: calendarDay(deadlines.acceptanceNotification) },
] as const;
