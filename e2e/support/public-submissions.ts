import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { shellUrl } from '../ports';
import { zipArchive } from './zip';

/** Acts as a visitor in a browser context of its own, closed afterwards; on a phone if asked. */
export async function asVisitor(
  browser: Browser,
  act: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
): Promise<void> {
  const context = await browser.newContext({
    baseURL: shellUrl,
    ...(viewport ? { viewport, hasTouch: true } : {}),
  });
  try {
    await act(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Ticks the ALTCHA check and waits until the proof of work is done. */
export async function solveRobotCheck(page: Page): Promise<void> {
  // The widget draws its tick over the box, so a visitor's click lands on the label.
  await page.getByText("I'm not a robot", { exact: true }).click();
  // Once solved, the box is ticked and its label reads 'Verified'.
  await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeChecked({
    timeout: 30_000,
  });
  await expect(page.locator('altcha-widget').getByText('Verified', { exact: true })).toBeVisible();
}

/** A minimal Word document: a ZIP archive holding word/document.xml. */
export function wordDocument(text: string): Promise<Buffer> {
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

export interface Visitor {
  name: string;
  email: string;
}

/** The About page's membership dialog, filled in and sent. */
export async function applyForMembership(page: Page, visitor: Visitor): Promise<void> {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Become a Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Membership Application' });
  await dialog.getByLabel('Title').selectOption('Prof.');
  await dialog.getByLabel('Full name').fill(visitor.name);
  await dialog.getByLabel('Organisation').fill('University of the Witwatersrand');
  await dialog.getByLabel('Profession').fill('Geochemist');
  await dialog.getByLabel('Highest qualification').fill('PhD');
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('status')).toContainText('submitted successfully', {
    timeout: 20_000,
  });
}

/** The Contact page's form, sent. */
export async function sendContactMessage(
  page: Page,
  visitor: Visitor,
  subject: string,
  message: string,
): Promise<void> {
  await page.goto('/contact');
  await page.getByLabel('Your name').fill(visitor.name);
  await page.getByLabel('Your email').fill(visitor.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message has been sent' }),
  ).toBeVisible({ timeout: 20_000 });
}

/** The Accommodation page's booking form, for a 2-bedroom apartment from 30 September. */
export async function requestBooking(page: Page, visitor: Visitor): Promise<void> {
  await page.goto('/accommodation');
  const form = page.locator('#booking-form');
  await form.getByLabel(/^Full Name/).fill(visitor.name);
  await form.getByLabel(/^Email Address/).fill(visitor.email);
  await form.getByLabel(/^Phone Number/).fill('+254 700 000 000');
  await form.getByLabel(/^Nationality/).fill('Kenyan');
  await form.getByLabel(/^Accommodation Type/).selectOption('2-Bedroom Apartment');
  await form.getByLabel(/^Sharing Preference/).selectOption('Willing to share');
  await form.getByLabel(/^Check-in Date/).fill('2025-09-30');
  await form.getByLabel(/^Check-out Date/).fill('2025-10-05');
  await solveRobotCheck(page);
  await form.getByRole('button', { name: 'Submit Booking Request' }).click();
  await expect(form.getByRole('status')).toContainText('within 48 hours', { timeout: 20_000 });
}

/** The Sponsorship page's inquiry about the Gold package. */
export async function inquireAboutSponsorship(
  page: Page,
  visitor: Visitor,
  company: string,
): Promise<void> {
  await page.goto('/sponsorship');
  await page.getByRole('button', { name: /^Gold/ }).click();
  await page.getByRole('button', { name: 'Inquire About This Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sponsorship Inquiry' });
  await dialog.getByLabel(/^Full Name/).fill(visitor.name);
  await dialog.getByLabel(/^Email Address/).fill(visitor.email);
  await dialog.getByLabel(/^Company\/Organization/).fill(company);
  await dialog.getByLabel(/^Message/).fill('We would like a booth.');
  await dialog.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank You!', { timeout: 20_000 });
}

export interface AbstractChoices {
  subtheme: string;
  presentationType: 'Oral Presentation' | 'Poster Presentation';
}

/** The Abstracts page's form, with a Word file; by default a poster on water supply. */
export async function submitAbstract(
  page: Page,
  visitor: Visitor,
  title: string,
  choices: AbstractChoices = {
    subtheme: 'Water Supply and Geosciences',
    presentationType: 'Poster Presentation',
  },
): Promise<void> {
  await page.goto('/abstracts');
  await page.getByLabel(/^Full Name/).fill(visitor.name);
  await page.getByLabel(/^Affiliation/).fill('Makerere University');
  await page.getByLabel(/^Email Address/).fill(visitor.email);
  await page.getByLabel(/^Abstract Title/).fill(title);
  await page.getByLabel(/^Subtheme/).selectOption(choices.subtheme);
  await page.getByLabel(/^Presentation Type/).selectOption(choices.presentationType);
  await page.getByLabel(/^Abstract file/).setInputFiles({
    name: 'abstract.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await wordDocument(title),
  });
  await page.getByLabel(/adheres to the formatting guidelines/).check();
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Submit Abstract' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission Successful!' })).toBeVisible({
    timeout: 30_000,
  });
}

export interface ListedAuthor {
  name: string;
  affiliation: string;
  email?: string;
}

/** One numbered line of an abstract's author list, on the form or on the author's page. */
export function authorLine(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Author ${number}`, exact: true });
}

/** Adds an author at the end of the list, typing into the name field that takes the focus. */
export async function addAuthor(
  page: Page,
  number: number,
  author: ListedAuthor,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add an author' }).click();
  const line = authorLine(page, number);
  await expect(line.getByLabel(/^Name/)).toBeFocused();
  await line.getByLabel(/^Name/).fill(author.name);
  await line.getByLabel(/^Affiliation/).fill(author.affiliation);
  if (author.email) await line.getByLabel(/^E-mail/).fill(author.email);
  return line;
}

/**
 * The Abstracts page's form with co-authors after the submitter, `presenting` the number of the
 * author who presents (1 is the submitter), the text typed and three keywords. `beforeSending`
 * sees the filled form (to look at it) before the robot check and the submit.
 */
export async function submitAbstractWithAuthors(
  page: Page,
  visitor: Visitor & { affiliation: string },
  title: string,
  coAuthors: readonly ListedAuthor[],
  presenting: number,
  choices: AbstractChoices,
  beforeSending: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  await page.goto('/abstracts');
  await page.getByLabel(/^Full Name/).fill(visitor.name);
  await page
    .getByLabel(/^Affiliation/)
    .first()
    .fill(visitor.affiliation);
  await page.getByLabel(/^Email Address/).fill(visitor.email);
  await page.getByLabel(/^Abstract Title/).fill(title);
  await page.getByLabel(/^Subtheme/).selectOption(choices.subtheme);
  await page.getByLabel(/^Presentation Type/).selectOption(choices.presentationType);
  for (const [index, author] of coAuthors.entries()) await addAuthor(page, index + 2, author);
  await authorLine(page, presenting).getByRole('radio', { name: 'Presenting author' }).check();
  await page.getByLabel(/^Abstract text/).fill(`${title}: what the rocks of the rift tell us.`);
  await page.getByLabel(/^Keywords/).fill('rift, groundwater, Uganda');
  await page.getByLabel(/^Abstract file/).setInputFiles({
    name: 'abstract.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await wordDocument(title),
  });
  await page.getByLabel(/adheres to the formatting guidelines/).check();
  await beforeSending();
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Submit Abstract' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission Successful!' })).toBeVisible({
    timeout: 30_000,
  });
}
