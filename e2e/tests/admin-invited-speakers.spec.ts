import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { asVisitor } from '../support/public-submissions';
import { runId } from '../support/run-id';
import { screenshotsAtTwoWidths, scrollThrough } from '../support/screenshots';

/**
 * The organisers invite a speaker in the portal, with a photo, and the visitor meets them on
 * /speakers between the keynotes and the presenters; deleted again, they leave the page.
 */

const run = runId();
const speaker = {
  name: `Prof. Amina Diallo ${run}`,
  affiliation: 'Université Cheikh Anta Diop, Dakar',
  topic: 'Mapping the Sahel aquifers from the air',
  biography:
    'Hydrogeologist who mapped the aquifers of the Senegal basin and trains young water engineers across West Africa.',
};

/** A portrait-like PNG drawn in the browser: the api checks an image by its content. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    const background = context.createLinearGradient(0, 0, 400, 400);
    background.addColorStop(0, '#0f4c5c');
    background.addColorStop(1, '#e36414');
    context.fillStyle = background;
    context.fillRect(0, 0, 400, 400);
    context.fillStyle = '#fbe7c6';
    context.beginPath();
    context.arc(200, 160, 80, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.ellipse(200, 400, 150, 130, 0, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

test('an invited speaker added in the portal appears on /speakers, with their photo', async ({
  page,
  browser,
}) => {
  await page.goto('/dashboard/invited-speakers');
  await expect(page.getByRole('heading', { name: 'Invited speakers', level: 1 })).toBeVisible();

  const addForm = page.getByRole('form', { name: 'Add speaker' });
  await addForm.getByLabel('Name').fill(speaker.name);
  await addForm.getByLabel('Affiliation').fill(speaker.affiliation);
  await addForm.getByLabel('Talk title (optional)').fill(speaker.topic);
  await addForm.getByLabel('Biography (optional)').fill(speaker.biography);
  await addForm.getByRole('button', { name: 'Add speaker' }).click();
  await expect(page.getByRole('status')).toHaveText('Invited speaker added');

  const item = page.getByRole('listitem', { name: speaker.name });
  await item.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'amina.png',
    mimeType: 'image/png',
    buffer: await drawnPhoto(page),
  });
  await expect(item.getByRole('img', { name: `Chosen photo of ${speaker.name}` })).toBeVisible();
  await item.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status')).toHaveText('Photo saved');
  await expect(item.getByRole('img', { name: `Photo of ${speaker.name}` })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotsAtTwoWidths(page, 'admin-invited-speakers-edit');
  await page.setViewportSize({ width: 1280, height: 800 });
  await item.getByRole('button', { name: 'Cancel' }).click();
  await expect(item.getByRole('button', { name: 'Move up' })).toBeVisible();
  await screenshotsAtTwoWidths(page, 'admin-invited-speakers');

  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/speakers');
    const invited = visitor.getByRole('region', { name: 'Invited speakers' });
    const card = invited.getByRole('article', { name: speaker.name });
    await expect(card).toContainText(speaker.affiliation);
    await expect(card).toContainText(speaker.topic);
    await expect(card).toContainText(speaker.biography);
    const photo = card.getByRole('img', { name: speaker.name });
    await card.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(400);
    await scrollThrough(visitor);
    await invited.scrollIntoViewIfNeeded();
    await screenshotsAtTwoWidths(visitor, 'speakers-invited');
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${speaker.name}?` });
  await dialog.getByRole('button', { name: 'Delete speaker' }).click();
  await expect(page.getByRole('status')).toHaveText('Invited speaker removed');
  await expect(item).toHaveCount(0);

  await asVisitor(browser, async (visitor) => {
    await visitor.goto('/speakers');
    await expect(visitor.getByRole('region', { name: 'Presenters' })).toBeVisible();
    await expect(visitor.getByText(speaker.name)).toHaveCount(0);
  });
});
