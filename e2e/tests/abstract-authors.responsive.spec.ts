import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../support/admin-journey';
import { solveRobotCheck, wordDocument } from '../support/public-submissions';
import { runId } from '../support/run-id';
import { scrollsSideways } from '../support/screenshots';

/**
 * An abstract of four authors, the third presenting, sent from the Abstracts page on a phone,
 * then changed from the link in its confirmation e-mail: a co-author added and the presenter
 * changed. The screenshots go to reports/abstract-authors for a person to look at.
 */

const run = runId();
const submitter = { name: `Amina Nakato ${run}`, email: `amina.${run}@example.org` };
const title = `Rift basins of the Albertine graben ${run}`;
const coAuthors = [
  { name: `Grace Achieng ${run}`, affiliation: 'University of Nairobi' },
  {
    name: `Fatou Diop ${run}`,
    affiliation: 'Université Cheikh Anta Diop',
    email: `fatou.${run}@example.sn`,
  },
  { name: `Sarah Namara ${run}`, affiliation: 'Makerere University' },
];

async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `../reports/abstract-authors/${name}-${width}.png`,
    fullPage: true,
  });
}

const authorGroup = (page: Page, number: number): Locator =>
  page.getByRole('group', { name: `Author ${number}`, exact: true });

async function addAuthor(
  page: Page,
  number: number,
  author: { name: string; affiliation: string; email?: string },
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add an author' }).click();
  const group = authorGroup(page, number);
  await expect(group.getByLabel(/^Name/)).toBeFocused();
  await group.getByLabel(/^Name/).fill(author.name);
  await group.getByLabel(/^Affiliation/).fill(author.affiliation);
  if (author.email) await group.getByLabel(/^E-mail/).fill(author.email);
  return group;
}

test('an abstract of four authors is sent from a phone and changed from its e-mailed link', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/abstracts');
  await page.getByLabel(/^Full Name/).fill(submitter.name);
  await page
    .getByLabel(/^Affiliation/)
    .first()
    .fill('Makerere University');
  await page.getByLabel(/^Email Address/).fill(submitter.email);
  await page.getByLabel(/^Abstract Title/).fill(title);
  await page.getByLabel(/^Subtheme/).selectOption('Water Supply and Geosciences');
  await page.getByLabel(/^Presentation Type/).selectOption('Oral Presentation');

  for (const [index, author] of coAuthors.entries()) await addAuthor(page, index + 2, author);
  await authorGroup(page, 3).getByRole('radio', { name: 'Presenting author' }).check();
  const printed = page.getByRole('heading', { name: 'As it will be printed' }).locator('..');
  await expect(printed.getByRole('listitem')).toHaveText([
    '1 Makerere University',
    '2 University of Nairobi',
    '3 Université Cheikh Anta Diop',
  ]);
  await page.getByLabel(/^Abstract text/).fill('Rift basins hold the water of tomorrow.');
  await expect(page.getByText('7 of 300 words')).toBeVisible();
  await page.getByLabel(/^Keywords/).fill('rift, groundwater, Uganda');
  await page.getByLabel(/^Abstract file/).setInputFiles({
    name: 'abstract.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await wordDocument(title),
  });
  await page.getByLabel(/adheres to the formatting guidelines/).check();
  expect(await scrollsSideways(page)).toBe(false);
  await screenshot(page, 'form');
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Submit Abstract' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Submission Successful!' })).toBeVisible({
    timeout: 30_000,
  });

  const confirmation = await waitForMail(page, submitter.email, 'abstract received');
  const link = /https?:\/\/\S+\/my-abstract\?token=[\w-]+/.exec(
    confirmation.text ?? confirmation.html ?? '',
  )?.[0];
  expect(link, "the link to the author's page in the e-mail").toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Your abstract', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).not.toHaveURL(/token=/);
  await expect(page.getByRole('group', { name: /^Author \d+$/ })).toHaveCount(4);
  await expect(
    authorGroup(page, 3).getByRole('radio', { name: 'Presenting author' }),
  ).toBeChecked();

  const added = await addAuthor(page, 5, {
    name: `Esther Mwangi ${run}`,
    affiliation: 'Kenyatta University',
    email: `esther.${run}@example.ke`,
  });
  await added.getByRole('radio', { name: 'Presenting author' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
    'Your changes to the abstract have been saved.',
  );
  expect(await scrollsSideways(page)).toBe(false);
  await screenshot(page, 'my-abstract');

  await page.reload();
  await expect(page.getByRole('group', { name: /^Author \d+$/ })).toHaveCount(5);
  await expect(
    authorGroup(page, 5).getByRole('radio', { name: 'Presenting author' }),
  ).toBeChecked();
  await expect(authorGroup(page, 5).getByLabel(/^Name/)).toHaveValue(`Esther Mwangi ${run}`);
});
