import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  acceptInvitation,
  inviteReviewer,
  mailsTo,
  waitForMail,
  type TeamMember,
} from '../support/admin-journey';
import { recordApiRequestUrls } from '../support/api-requests';
import {
  addAuthor,
  asVisitor,
  submitAbstract,
  submitAbstractWithAuthors,
  type ListedAuthor,
  type Visitor,
} from '../support/public-submissions';
import { runId } from '../support/run-id';

/**
 * From abstract to programme, as the organisers work: three abstracts sent on the public site,
 * the first by four authors from a phone and changed from its e-mailed link (a co-author added
 * and made the presenter), two invited reviewers scoring them without seeing who wrote them and
 * a third, a co-author, never given it, the author's page refusing a change once a review is
 * saved, the committee accepting two and rejecting one, the notices previewed and sent (read
 * back from the mail sink), an author confirming through the link, the accepted talks placed in
 * a session, the programme published on /program with its calendar file, and the presenter (not
 * the submitter) named on /speakers, given the certificate and reached by an announcement.
 */

const run = runId();
const subtheme = 'Geoethics and Inclusive Development';

interface Author extends Visitor {
  title: string;
}

const author = (name: string, title: string): Author => ({
  name: `${name} ${run}`,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${run}@example.org`,
  title: `${title} ${run}`,
});

const authors = [
  author('Amina Wekesa', 'Gender gaps in artisanal gold mining'),
  author('Ruth Nakato', 'Community consent before geothermal drilling'),
  author('Esther Mutua', 'Sampling near sacred sites'),
] as const;
const [firstAccepted, secondAccepted, rejected] = authors;

/** The first abstract's co-authors as sent: the third author (Fatou) presents at first. */
const coAuthors: readonly ListedAuthor[] = [
  {
    name: `Grace Achieng ${run}`,
    affiliation: 'University of Nairobi',
    // A member of the committee's reviewers, who must never review her own abstract.
    email: `committee.reviewer3.${run}@example.org`,
  },
  {
    name: `Fatou Diop ${run}`,
    affiliation: 'Université Cheikh Anta Diop',
    email: `fatou.diop.${run}@example.sn`,
  },
  { name: `Sarah Namara ${run}`, affiliation: 'Makerere University' },
];
/** Added from the author's page and made the presenter there. */
const addedPresenter: Required<ListedAuthor> = {
  name: `Esther Mwangi ${run}`,
  affiliation: 'Kenyatta University',
  email: `esther.mwangi.${run}@example.org`,
};
const everyNameOfTheFirst = [...coAuthors, addedPresenter].map((each) => each.name);

/** Who presents each accepted abstract once the authors have had their say. */
function presenterOf(abstract: Author): Visitor {
  return abstract === firstAccepted ? addedPresenter : abstract;
}
const coAuthorReviewer: TeamMember = {
  email: coAuthors[0]!.email!,
  password: `reviewer-3-password-${run}`,
};

const reviewers: readonly TeamMember[] = [1, 2].map((n) => ({
  email: `committee.reviewer${n}.${run}@example.org`,
  password: `reviewer-${n}-password-${run}`,
}));

const commentToAuthors = `Please give the number of mining sites surveyed (${run}).`;
const session = { title: `Ethics in the field ${run}`, room: `Hall ${run}` };

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `../reports/admin-screens/${name}-1280.png`, fullPage: true });
}

/** The committee's table row of one abstract, found by its title. */
function committeeRow(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ hasText: title });
}

/** Scores every question 4 of 5 and saves the reviewer's recommendation. */
async function review(
  reviewer: Page,
  abstract: Author,
  recommendation: 'oral' | 'reject',
  reviewed: number,
  total: number,
): Promise<void> {
  await reviewer
    .getByRole('navigation', { name: 'Abstracts to review' })
    .getByRole('button', { name: new RegExp(escaped(abstract.title)) })
    .click();
  await expect(reviewer.getByRole('heading', { name: abstract.title, level: 2 })).toBeVisible();
  const form = reviewer.getByRole('form', { name: 'Your review' });
  const questions = form.locator('fieldset fieldset');
  const count = await questions.count();
  expect(count, 'the rating questions').toBeGreaterThanOrEqual(1);
  for (let index = 0; index < count; index += 1) {
    await questions.nth(index).getByLabel('4', { exact: true }).check();
  }
  await form.getByLabel('Recommendation').selectOption(recommendation);
  await form.getByLabel('Comment to the committee').fill(`Read carefully (${recommendation}).`);
  if (abstract === firstAccepted) {
    await form.getByLabel(/^Comment to the authors/).fill(commentToAuthors);
  }
  await form.getByRole('button', { name: 'Save and next' }).click();
  await expect(reviewer.getByText(`${reviewed} of ${total} reviewed`)).toBeVisible();
}

test('abstracts are reviewed anonymously, decided, announced, confirmed and published in the programme', async ({
  page,
  browser,
}) => {
  test.setTimeout(8 * 60_000);

  let myAbstractLink = '';
  await test.step('three authors send their abstracts, the first with four authors from a phone', async () => {
    const choices = { subtheme, presentationType: 'Oral Presentation' } as const;
    await asVisitor(
      browser,
      (phone) =>
        submitAbstractWithAuthors(
          phone,
          { ...firstAccepted, affiliation: 'Makerere University' },
          firstAccepted.title,
          coAuthors,
          3,
          choices,
        ),
      { width: 360, height: 740 },
    );
    for (const each of [secondAccepted, rejected]) {
      await asVisitor(browser, (visitor) => submitAbstract(visitor, each, each.title, choices));
    }
    const confirmation = await waitForMail(page, firstAccepted.email, 'abstract received');
    myAbstractLink =
      /https?:\/\/\S+\/my-abstract\?token=[\w-]+/.exec(confirmation.text ?? '')?.[0] ?? '';
    expect(myAbstractLink, "the link to the author's page").not.toBe('');
  });

  await test.step("the committee's record lists the four authors, the third presenting", async () => {
    await page.goto(`/dashboard/abstracts?q=${encodeURIComponent(firstAccepted.email)}`);
    await page
      .getByRole('row')
      .filter({ hasText: firstAccepted.title })
      .getByRole('link')
      .first()
      .click();
    const listed = page.getByRole('list', { name: 'Authors' });
    await expect(listed.getByRole('listitem')).toHaveCount(4);
    await expect(listed.getByRole('listitem').nth(2)).toContainText(
      `${coAuthors[1]!.name}3 (presenting)`,
    );
    await screenshot(page, 'abstract-authors');
  });

  await test.step('the author adds a co-author from the link and makes her the presenter', async () => {
    await asVisitor(
      browser,
      async (phone) => {
        await phone.goto(myAbstractLink);
        await expect(phone.getByRole('group', { name: /^Author \d+$/ })).toHaveCount(4);
        const added = await addAuthor(phone, 5, addedPresenter);
        await added.getByRole('radio', { name: 'Presenting author' }).check();
        await phone.getByRole('button', { name: 'Save changes' }).click();
        await expect(phone.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
        await phone.screenshot({
          path: '../reports/admin-screens/my-abstract-360.png',
          fullPage: true,
        });
      },
      { width: 360, height: 740 },
    );
  });

  await test.step('the review is anonymous and open today', async () => {
    await page.goto('/dashboard/review-settings');
    const settings = page.getByRole('form', { name: 'Review settings' });
    await settings.getByLabel('Opens on').fill('2025-01-01');
    await settings.getByLabel(/^Closes on/).fill('2030-12-31');
    await settings.getByLabel(/^Anonymous review/).check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await screenshot(page, 'review-settings');
  });

  await test.step('two reviewers of the subtheme score the three abstracts', async () => {
    for (const [index, reviewer] of reviewers.entries()) {
      const link = await inviteReviewer(page, reviewer.email, [subtheme]);
      const { context, page: screen } = await acceptInvitation(browser, link, reviewer);
      try {
        await screen
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: 'My reviews' })
          .click();
        await expect(screen.getByRole('heading', { name: 'My reviews', level: 1 })).toBeVisible();
        const progress = screen.getByText(/^\d+ of \d+ reviewed$/);
        const total = Number(/of (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
        expect(total, 'every abstract of the subtheme awaits the reviewer').toBeGreaterThanOrEqual(
          authors.length,
        );
        const before = Number(/^(\d+)/.exec((await progress.textContent()) ?? '')?.[1]);

        let reviewed = before;
        for (const abstract of authors) {
          reviewed += 1;
          await review(
            screen,
            abstract,
            abstract === rejected ? 'reject' : 'oral',
            reviewed,
            total,
          );
          // Anonymous review: nothing on the reviewer's screen names who wrote the abstracts.
          for (const each of authors) {
            await expect(screen.locator('body')).not.toContainText(each.name);
            await expect(screen.locator('body')).not.toContainText(each.email);
          }
          for (const name of everyNameOfTheFirst) {
            await expect(screen.locator('body')).not.toContainText(name);
          }
        }
        if (index === 0) await screenshot(screen, 'my-reviews');
      } finally {
        await context.close();
      }
    }
  });

  await test.step('a reviewer of the subtheme who is a co-author is never given the abstract', async () => {
    const link = await inviteReviewer(page, coAuthorReviewer.email, [subtheme]);
    const { context, page: screen } = await acceptInvitation(browser, link, coAuthorReviewer);
    try {
      await screen
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'My reviews' })
        .click();
      const toReview = screen.getByRole('navigation', { name: 'Abstracts to review' });
      await expect(toReview).toContainText(secondAccepted.title);
      await expect(toReview).not.toContainText(firstAccepted.title);
    } finally {
      await context.close();
    }
  });

  await test.step("the author's page refuses a change once a review is saved", async () => {
    await asVisitor(browser, async (visitor) => {
      await visitor.goto(myAbstractLink);
      await expect(
        visitor.getByText(
          'Your abstract can no longer be changed: a reviewer has already scored it.',
        ),
      ).toBeVisible({ timeout: 20_000 });
      await expect(visitor.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
      const token = new URL(myAbstractLink).searchParams.get('token') ?? '';
      const refused = await visitor.request.put('/api/my-abstract', {
        headers: { 'X-Access-Token': token },
        data: { abstractTitle: `${firstAccepted.title} (changed)` },
      });
      expect(refused.status()).toBe(409);
    });
  });

  await test.step('the committee accepts two abstracts and rejects one', async () => {
    await page.goto('/dashboard/committee');
    await expect(page.getByRole('heading', { name: 'Committee', level: 1 })).toBeVisible();
    await page.getByLabel('Subtheme').selectOption(subtheme);
    for (const each of authors) {
      await expect(committeeRow(page, each.title).getByRole('cell').nth(4)).toHaveText('2');
    }

    for (const each of [firstAccepted, secondAccepted]) {
      await committeeRow(page, each.title)
        .getByRole('checkbox', { name: /^Select ABS-/ })
        .check();
    }
    const bulk = page.getByRole('form', { name: 'Decision for 2 selected' });
    await bulk.getByLabel('Decision').selectOption('oral');
    await bulk.getByRole('button', { name: 'Save decision' }).click();
    // The form leaves with the selection; the outcome stays on the screen.
    await expect(bulk).toHaveCount(0);
    await expect(page.getByRole('status')).toBeVisible();

    await committeeRow(page, rejected.title)
      .getByRole('button', { name: /^ABS-\d+$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(
      2,
    );
    const single = dialog.getByRole('form', { name: 'Decision' });
    await single.getByLabel('Decision').selectOption('reject');
    await single.getByRole('button', { name: 'Save decision' }).click();
    await expect(single.getByRole('status')).toBeVisible();
    await screenshot(page, 'committee-reviews');
    await page.keyboard.press('Escape');

    for (const each of [firstAccepted, secondAccepted]) {
      await expect(committeeRow(page, each.title)).toContainText('Accept as oral');
    }
    await expect(committeeRow(page, rejected.title)).toContainText('Reject');
    await screenshot(page, 'committee');
  });

  await test.step('the notices are previewed and sent together', async () => {
    await page.goto('/dashboard/author-notices');
    await expect(page.getByRole('heading', { name: 'Author notices', level: 1 })).toBeVisible();
    const oral = page.getByRole('region', { name: /^Accepted as oral presentation:/ });
    await oral.getByRole('button', { name: 'Preview' }).click();
    const preview = oral.getByRole('region', { name: 'Preview: Accepted as oral presentation' });
    await expect(preview).toContainText(firstAccepted.title);
    await expect(preview).toContainText(commentToAuthors);
    await screenshot(page, 'author-notices');

    await page.getByRole('button', { name: /^Send \d+ notices$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Send \d+ notices$/ })
      .click();
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Send \d+ notices?$/ })).toHaveCount(0);
  });

  let responseLink = '';
  await test.step('each author gets one e-mail about their own abstract', async () => {
    for (const each of [firstAccepted, secondAccepted]) {
      const mail = await waitForMail(page, each.email, 'accepted as an oral presentation');
      expect(mail.text).toContain(each.title);
      if (each === firstAccepted) {
        expect(mail.text).toContain(commentToAuthors);
        responseLink =
          /https?:\/\/\S+abstract-response\?token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
      }
    }
    const refusal = await waitForMail(page, rejected.email, 'abstract (ABS-');
    expect(refusal.text).toContain(rejected.title);
    expect(responseLink, 'the confirmation link in the acceptance').not.toBe('');
  });

  await test.step('an accepted author confirms through the link', async () => {
    await asVisitor(browser, async (visitor) => {
      const apiRequests = recordApiRequestUrls(visitor);
      await visitor.goto(responseLink);
      await expect(visitor.getByText(firstAccepted.title)).toBeVisible();
      await visitor.getByRole('button', { name: 'Confirm my presentation' }).click();
      await expect(visitor.getByRole('status')).toContainText(
        'Thank you: your presentation is confirmed.',
      );
      // The page sends the link's token in request bodies, never in a URL that a log keeps.
      const token = new URL(responseLink).searchParams.get('token') ?? '';
      expect(apiRequests.filter((url) => url.includes('/api/abstract-response'))).toHaveLength(2);
      expect(apiRequests.filter((url) => url.includes(token))).toEqual([]);
    });
    await page.goto('/dashboard/committee');
    await page.getByLabel('Subtheme').selectOption(subtheme);
    await expect(committeeRow(page, firstAccepted.title)).toContainText('Confirmed');
    await expect(page.getByText(/\d+ of \d+ accepted authors confirmed/)).toBeVisible();
  });

  await test.step('the accepted talks are placed in a session and the programme published', async () => {
    await page.goto('/dashboard/programme');
    await expect(page.getByRole('heading', { name: 'Programme', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: /session/i }).first();
    await form.getByLabel('Title').fill(session.title);
    await form.getByLabel('Subtheme').selectOption(subtheme);
    await form.getByLabel('Day').selectOption('2025-10-02');
    await form.getByLabel('Kind').selectOption('oral');
    await form.getByLabel('Start (HH:MM)').fill('09:00');
    await form.getByLabel('End (HH:MM)').fill('10:30');
    await form.getByLabel('Room').fill(session.room);
    await form.getByLabel('Chair (optional)').fill('Prof. Jane Nakimuli');
    await form.getByRole('button', { name: 'Add session' }).click();
    await expect(
      page.getByRole('article', { name: new RegExp(escaped(session.title)) }),
    ).toBeVisible();

    for (const [index, each] of [firstAccepted, secondAccepted].entries()) {
      const item = new RegExp(`^Move to \\(for ABS-\\d+ ${escaped(each.title)}\\)$`);
      await page.getByLabel(item).selectOption({ label: `09:00-10:30 ${session.title} (oral)` });
      await page
        .getByLabel(new RegExp(`^Start time \\(for ABS-\\d+ ${escaped(each.title)}\\)$`))
        .selectOption(index === 0 ? '09:00' : '09:15');
      await page
        .getByRole('button', { name: new RegExp(`^Move ABS-\\d+ ${escaped(each.title)}$`) })
        .click();
      await expect(
        page.getByRole('article', { name: new RegExp(escaped(session.title)) }),
      ).toContainText(each.title);
    }
    await expect(page.getByRole('alert').filter({ hasText: /clash/ })).toHaveCount(0);
    await screenshot(page, 'programme');

    await page.getByRole('button', { name: 'Publish programme' }).click();
    const confirmation = page.getByRole('dialog');
    const told = confirmation.getByRole('list', { name: 'Presenters who will be told' });
    for (const each of [firstAccepted, secondAccepted]) {
      const presenter = presenterOf(each);
      await expect(told).toContainText(`${presenter.name} <${presenter.email}>`);
    }
    await expect(told).not.toContainText(firstAccepted.email);
    await screenshot(page, 'programme-publish-confirmation');
    await confirmation.getByRole('button', { name: 'Publish programme' }).click();
    await expect(page.getByText(/^Published on /)).toBeVisible();
  });

  await test.step('each presenter is e-mailed their slot', async () => {
    for (const [index, each] of [firstAccepted, secondAccepted].entries()) {
      const mail = await waitForMail(
        page,
        presenterOf(each).email,
        'Your slot in the CAAWG11 programme',
      );
      for (const fact of [each.title, session.title, session.room, 'Thursday, 2 October 2025']) {
        expect(mail.text).toContain(fact);
      }
      expect(mail.text).toContain(index === 0 ? '09:00–09:15' : '09:15–09:30');
    }
  });

  await test.step('the programme appears on /program with its calendar file', async () => {
    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/program');
      const full = visitor.getByRole('region', { name: 'Full programme' });
      await full.getByRole('tab', { name: /2 October/ }).click();
      const panel = full.getByRole('tabpanel');
      await expect(panel).toContainText(session.title);
      await expect(panel).toContainText(session.room);
      for (const each of [firstAccepted, secondAccepted]) {
        await expect(panel).toContainText(each.title);
        await expect(panel).toContainText(each.name);
      }
      await expect(panel).toContainText(`${addedPresenter.name} (presenting)`);
      for (const name of everyNameOfTheFirst) await expect(panel).toContainText(name);
      await expect(full).not.toContainText(rejected.title);
      await visitor.screenshot({
        path: '../reports/admin-screens/program-1280.png',
        fullPage: true,
      });

      const [download] = await Promise.all([
        visitor.waitForEvent('download'),
        full.getByRole('link', { name: 'Download the whole programme (.ics)' }).click(),
      ]);
      const calendar = await readFile((await download.path()) ?? '', 'utf8');
      expect(calendar).toContain('BEGIN:VCALENDAR');
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar.replace(/\r\n[ \t]/g, '')).toContain(session.title);

      await visitor.setViewportSize({ width: 360, height: 740 });
      await expect(panel).toContainText(session.title);
      const sideways = await visitor.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways, 'the programme fits a 360 px screen').toBe(false);
      await visitor.screenshot({
        path: '../reports/admin-screens/program-360.png',
        fullPage: true,
      });
    });
  });
  await test.step("the author's page shows the decision, the confirmed answer and the slot", async () => {
    await asVisitor(
      browser,
      async (phone) => {
        await phone.goto(myAbstractLink);
        const state = phone.getByRole('region', { name: 'Where your abstract stands' });
        await expect(state).toContainText('Accepted: Oral Presentation', { timeout: 20_000 });
        await expect(state).toContainText(session.title);
        await expect(state).toContainText(session.room);
        await expect(
          phone
            .getByRole('region', { name: 'Your presentation' })
            .getByText('You have confirmed that your abstract will be presented.'),
        ).toBeVisible();
        const who = phone.getByRole('region', { name: 'Who presents' });
        await expect(who.getByRole('radio', { name: addedPresenter.name })).toBeChecked();
        const sideways = await phone.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(sideways, "the author's page fits a 360 px screen").toBe(false);
        await phone.screenshot({
          path: '../reports/admin-screens/my-abstract-accepted-360.png',
          fullPage: true,
        });
      },
      { width: 360, height: 740 },
    );
  });

  await test.step('the speakers page names the presenter, not the submitter', async () => {
    await asVisitor(browser, async (visitor) => {
      await visitor.goto('/speakers');
      const presenters = visitor.getByRole('region', { name: 'Presenters' });
      await expect(presenters).toContainText(addedPresenter.name, { timeout: 20_000 });
      await expect(presenters).toContainText(firstAccepted.title);
      await expect(presenters).not.toContainText(firstAccepted.name);
    });
  });

  await test.step('the certificate of presentation goes to the presenter', async () => {
    await page.goto('/dashboard/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    if ((await page.getByLabel('Chair 1: name').count()) === 0) {
      await page.getByRole('button', { name: 'Add a chair' }).click();
    }
    if (!(await page.getByLabel('Chair 1: name').inputValue())) {
      await page.getByLabel('Chair 1: name').fill('Prof. Jane Nakimuli');
      await page.getByLabel('Chair 1: title').fill('Chair of the organising committee');
      await page.getByRole('button', { name: 'Save chairs' }).click();
      await expect(page.getByRole('status').first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Issue and send certificates' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue and send' }).click();
    await expect(page.getByRole('status').filter({ hasText: /certificates issued/ })).toBeVisible({
      timeout: 30_000,
    });
    const certificate = await waitForMail(
      page,
      addedPresenter.email,
      'Your certificate of presentation',
    );
    expect(certificate.text).toContain(addedPresenter.name);
    expect(await mailsTo(page, firstAccepted.email, 'Your certificate of presentation')).toEqual(
      [],
    );
  });

  await test.step('an announcement to the presenters reaches the presenter', async () => {
    const subject = `Speaker briefing ${run}`;
    await page.goto('/dashboard/announcements');
    const form = page.getByRole('form', { name: 'New announcement' });
    await form.getByLabel('Send to').selectOption('Presenters of accepted abstracts');
    await form
      .getByLabel('Session')
      .selectOption({ label: `${session.title} · Thursday 2 October · 09:00–10:30` });
    const english = form.getByRole('group', { name: 'English (required)' });
    await english.getByLabel('Subject').fill(subject);
    await english.getByLabel('Message').fill('Dear {{name}},\n\nPlease come to the speakers room.');
    await form.getByRole('button', { name: 'Send announcement' }).click();
    await expect(form.getByRole('status')).toBeVisible({ timeout: 20_000 });
    const briefing = await waitForMail(page, addedPresenter.email, subject);
    expect(briefing.text).toContain(addedPresenter.name);
    expect(await mailsTo(page, firstAccepted.email, subject)).toEqual([]);
  });
});
