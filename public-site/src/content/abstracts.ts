import { deadlines, edition, mailboxes } from '@caawg11/conference';

/** Words of the abstracts page. */
export const abstractsContent = {
  title: 'Abstract Submission',
  heroDates: `Deadline: ${deadlines.abstractSubmissionLabel} · Conference: ${edition.datesLabel}, ${edition.venueCity}`,
  heroIntro: `Share your research with geoscientists from across Africa and beyond at ${edition.shortName}.`,
  callForPapers: {
    heading: 'Call for Papers',
    intro: `The organising committee invites abstracts on the conference theme, "${edition.theme}", and its eleven subthemes.`,
    stages: [
      {
        title: 'Stage 1: Abstract Submission',
        deadline: `Deadline: ${deadlines.abstractSubmissionLabel}`,
        text: 'Submit a one-page abstract in English, French or Portuguese through the form below.',
      },
      {
        title: 'Stage 2: Review and Acceptance',
        deadline: `Notification: ${deadlines.acceptanceNotificationLabel}`,
        text: 'The scientific committee reviews every abstract and notifies authors of acceptance.',
      },
    ],
    points: [
      'Oral presentations get a dedicated session, with a time allocation followed by Q&A.',
      'Accepted abstracts are published in the abstract booklet handed out at the conference.',
      'Full papers are published on the conference website after the event.',
    ],
    enquiries: mailboxes.abstracts,
  },
  guidelinesHeading: 'Abstract Guidelines',
  guidelines: [
    'Language: English, French or Portuguese.',
    'Length: at most 1 page (about 500 words).',
    'File format: MS Word (.doc or .docx).',
    'Margins: 3 cm on the right; 2.5 cm at the top, bottom and left.',
    'Font: Times New Roman.',
    'Title: 14 pt, bold.',
    'Authors and affiliations: 12 pt.',
    'Body text: 10 pt, single spaced.',
    "First author's name in title case; co-authors' names in uppercase.",
    'Give the affiliation, e-mail and contact details of every author.',
    'Name the file after the first author, for example FirstAuthorName.doc.',
  ],
  formHeading: 'Submit Your Abstract',
  fileLabel: 'Abstract file',
  fileHint: 'MS Word document (.doc or .docx), up to 5MB.',
  termsLabel: 'I confirm that this abstract adheres to the formatting guidelines provided',
  submit: 'Submit Abstract',
  successTitle: 'Submission Successful!',
  successText:
    'Thank you for your submission. A confirmation has been sent to your e-mail address; the scientific committee will notify you of its decision.',
  failureTitle: 'Submission Failed',
  datesHeading: 'Important Dates',
  questionsHeading: 'Have Questions?',
  questionsText: 'Our abstracts team is happy to help with anything about your submission.',
  questionsButton: 'Contact the Abstracts Team',
} as const;
