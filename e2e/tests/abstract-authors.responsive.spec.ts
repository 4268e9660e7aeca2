import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/admin-journey';
import { addAuthor, authorLine, submitAbstractWithAuthors } from '../support/public-submissions';
import { runId } from '../support/run-id';
import { scrollsSideways } from '../support/screenshots';

/**
 * An abstract of four authors, the third presenting, sent from the Abstracts page on a phone,
 * then changed from the link in its confirmation e-mail: a co-author added and the presenter
 * changed. The screenshots go to reports/abstract-authors for a person to look at.
 */

const run = runId();
const submitter = {
  name: `Amina Nakato ${run}`,
  email: `amina.${run}@example.org`,
  affiliation: 'Makerere University',
};
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

test('an abstract of four authors is sent from a phone and changed from its e-mailed link', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await submitAbstractWithAuthors(
    page,
    submitter,
    title,
    coAuthors,
    3,
    { subtheme: 'Water Supply and Geosciences', presentationType: 'Oral Presentation' },
    async () => {
      const printed = page.getByRole('heading', { name: 'As it will be printed' }).locator('..');
      // Makerere is typed twice and numbered once.
      await expect(printed.getByRole('listitem')).toHaveText([
        '1 Makerere University',
        '2 University of Nairobi',
        '3 Université Cheikh Anta Diop',
      ]);
      await expect(page.getByText(/^\d+ of 300 words$/)).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await screenshot(page, 'form');
    },
  );

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
  await expect(authorLine(page, 3).getByRole('radio', { name: 'Presenting author' })).toBeChecked();

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

  // The token stays with the tab, so the page opens again without the link.
  await page.reload();
  await expect(page.getByRole('group', { name: /^Author \d+$/ })).toHaveCount(5);
  await expect(authorLine(page, 5).getByRole('radio', { name: 'Presenting author' })).toBeChecked();
  await expect(authorLine(page, 5).getByLabel(/^Name/)).toHaveValue(`Esther Mwangi ${run}`);
});
