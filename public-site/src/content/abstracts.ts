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

/** Words of the abstract form (the page's own words are in the abstracts catalogue). */
export const abstractsContent = {
  fileLabel: 'Abstract file',
  fileHint: 'MS Word document (.doc or .docx), up to 5MB.',
  termsLabel: 'I confirm that this abstract adheres to the formatting guidelines provided',
  submit: 'Submit Abstract',
  successTitle: 'Submission Successful!',
  successText:
    'Thank you for your submission. A confirmation has been sent to your e-mail address; the scientific committee will notify you of its decision.',
  failureTitle: 'Submission Failed',
} as const;
