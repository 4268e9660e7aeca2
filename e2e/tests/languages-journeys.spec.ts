import { expect, test, type APIRequest, type Locator, type Page } from '@playwright/test';
import { e2ePorts } from '../ports';
import { inboxMails, type InboxMail } from '../support/admin-journey';
import {
  englishLinesOfMail,
  expectFullyTranslated,
  expectHtmlLang,
  sitePath,
  solveRobotCheckInAnyLanguage,
  type OtherLanguage,
} from '../support/languages';
import { wordDocument } from '../support/public-submissions';
import { runId } from '../support/run-id';

/**
 * The French and Portuguese texts this spec looks for, as the catalogues
 * (public-site/src/locales, libs/conference/locales) and the e-mail templates write them. Labels
 * are matched from their start (a required field's label ends with " *"); entries marked "part"
 * are a distinctive part of the text.
 */
const wording = {
  fr: {
    messages: {
      required: 'Ce champ est obligatoire',
      robotCheckRequired: 'Veuillez effectuer la vérification reCAPTCHA',
    },
    registration: {
      title: 'Civilité',
      firstName: 'Prénom',
      otherNames: 'Autres noms (nom de famille)',
      gender: 'Genre',
      email: 'Adresse e-mail',
      phone: 'Numéro de téléphone',
      country: 'Pays',
      city: 'Ville',
      institution: 'Institution/Organisation',
      participantCategory: 'Catégorie de participant(e)',
      presenter: 'Intervenant(e)',
      oral: 'Communication orale',
      no: 'Non',
      /** part */
      paymentConfirmation: "mon inscription n'est confirmée qu'une fois",
      submit: "Envoyer l'inscription",
      successTitle: 'Inscription réussie !',
    },
    registrationMail: {
      /** part of the subject, beside the reference */
      subject: 'reçue',
      /** part of the body */
      body: 'Merci pour votre inscription',
    },
    myRegistration: {
      heading: 'Votre inscription',
    },
  },
  pt: {
    messages: {
      required: 'Este campo é obrigatório',
      fullNameRequired: 'O nome completo é obrigatório',
      affiliationRequired: 'A afiliação é obrigatória',
      emailRequired: 'O endereço de e-mail é obrigatório',
      abstractTitleRequired: 'O título do resumo é obrigatório',
      subthemeRequired: 'Selecione um subtema para o seu resumo',
      abstractFileRequired: 'O ficheiro do resumo é obrigatório',
      robotCheckRequired: 'Conclua a verificação reCAPTCHA',
    },
    abstracts: {
      fullName: 'Nome completo',
      affiliation: 'Afiliação',
      email: 'Endereço de e-mail',
      abstractTitle: 'Título do resumo',
      subtheme: 'Subtema',
      abstractFile: 'Ficheiro do resumo',
      /** part */
      guidelines: 'cumpre as normas de formatação',
      submit: 'Submeter resumo',
      successTitle: 'Submissão efetuada com sucesso!',
    },
    abstractMail: {
      /** part of the subject, beside the abstract's title */
      subject: 'Resumo recebido',
      /** part of the body */
      body: 'Agradecemos a submissão do seu resumo',
    },
  },
};

/** The glossary's Portuguese title of subtheme 8, the one the abstract is sent under. */
const waterSubthemeInPortuguese = 'Abastecimento de água e geociências';

/** The English messages the forms and the api show today: the contract when no language is asked for. */
const englishMessages = [
  'This field is required',
  'Please complete the reCAPTCHA verification',
  'Full name is required',
  'Affiliation is required',
  'Email is required',
  'Abstract title is required',
  'Please select a subtheme for your abstract',
  'Abstract file is required',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label read from its start, as the English specs do (`/^First Name/`). */
const labelled = (text: string) => new RegExp(`^${escaped(text)}`);
const containing = (text: string) => new RegExp(escaped(text));

/** The message tied to a field: it is marked invalid and its description ends with the message. */
async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await expect.soft(field).toHaveAttribute('aria-invalid', 'true');
  await expect.soft(field).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escaped(message)}$`));
}

/** No field of the page describes itself with one of today's English messages. */
async function expectNoEnglishFieldMessage(page: Page): Promise<void> {
  const descriptions = await page.locator('main [aria-invalid="true"]').evaluateAll((fields) =>
    fields.map((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ),
  );
  const english = descriptions.filter((description) =>
    englishMessages.some((message) => description.includes(message)),
  );
  expect.soft(english, 'field messages still in English').toEqual([]);
}

/** The robot check's own message, under the group that holds the widget. */
function robotCheckMessage(page: Page, formPrefix: string): Locator {
  return page.locator(`#${formPrefix}-recaptchaToken-error`);
}

/**
 * Records the Accept-Language of every form the page posts to the api, as sent (the browser's
 * own default included, should the page not name its language).
 */
function recordApiLanguages(page: Page): () => Promise<string[]> {
  const asked: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) {
      asked.push(request.allHeaders().then((headers) => headers['accept-language'] ?? '(none)'));
    }
  });
  return () => Promise.all(asked);
}

/** Waits for the e-mail to `to` whose subject or text holds `mark` (a reference, a title). */
async function waitForMailAbout(page: Page, to: string, mark: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inboxMails(page)).find(
          (mail) =>
            mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()) &&
            `${mail.subject}\n${mail.text ?? ''}`.includes(mark),
        );
        return found !== undefined;
      },
      { message: `an e-mail to ${to} about ${mark}`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** An amount as Intl writes US dollars in French: 150,00 $US (with a narrow space or none). */
const frenchUsdAmount = /\d[\d\s\u00a0\u202f]*,\d{2}[\s\u00a0\u202f]*\$\s?US/;

const run = runId();

test.describe('a visitor in French or Portuguese, from the form to the e-mail', () => {
  // Robot checks, uploads and e-mails through the queue on a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('Français: registers, with French labels and messages, a French e-mail and page', async ({
    page,
  }) => {
    const fr = wording.fr;
    const form = fr.registration;
    const email = `awa.${run}@example.org`;
    const apiLanguages = recordApiLanguages(page);

    await page.goto('/fr/registration');
    await expectHtmlLang(page, 'fr');
    await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible({
      timeout: 30_000,
    });

    // An empty submit: every required field says so in French, tied to the field.
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByLabel(labelled(form.title))).toBeFocused();
    for (const label of [
      form.title,
      form.firstName,
      form.otherNames,
      form.gender,
      form.email,
      form.phone,
      form.country,
      form.city,
      form.participantCategory,
    ]) {
      await expectFieldMessage(page.getByLabel(labelled(label)), fr.messages.required);
    }
    await expectFieldMessage(
      page.getByLabel(containing(form.paymentConfirmation)),
      fr.messages.required,
    );
    await expect
      .soft(robotCheckMessage(page, 'registration'))
      .toHaveText(fr.messages.robotCheckRequired);
    await expectNoEnglishFieldMessage(page);
    await expectFullyTranslated(page, '/fr/registration after an empty submit');

    // Choices are picked by their values, which stay English (the api's contract); the
    // visitor reads their French labels.
    await page.getByLabel(labelled(form.title)).selectOption('Dr.');
    await page.getByLabel(labelled(form.firstName)).fill('Awa');
    await page.getByLabel(labelled(form.otherNames)).fill(`Ndiaye${run}`);
    await page.getByLabel(labelled(form.gender)).selectOption('Female');
    await page.getByLabel(labelled(form.email)).fill(email);
    await page.getByLabel(labelled(form.phone)).fill('+221 77 000 00 00');
    await page.getByLabel(labelled(form.country)).fill('Sénégal');
    await page.getByLabel(labelled(form.city)).fill('Dakar');
    await page.getByLabel(labelled(form.institution)).fill('Université Cheikh Anta Diop');
    await page.getByRole('radio', { name: form.presenter, exact: true }).check();
    await page.getByRole('radio', { name: form.oral, exact: true }).check();
    await page.getByLabel(labelled(form.participantCategory)).selectOption('non-member');
    // The field trip's own group is the innermost of the fieldsets that hold its radios.
    await page
      .getByRole('group')
      .filter({ has: page.locator('input[name="fieldTrip"]') })
      .last()
      .getByRole('radio', { name: form.no, exact: true })
      .check();
    await page.getByLabel(containing(form.paymentConfirmation)).check();
    await solveRobotCheckInAnyLanguage(page);
    await page.getByRole('button', { name: form.submit }).click();

    const notice = page.getByRole('status').filter({ hasText: /CAAWG11-\d{4,}/ });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect.soft(notice).toContainText(form.successTitle);
    await expect.soft(notice).toContainText(frenchUsdAmount);
    const reference = /CAAWG11-\d{4,}/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
    await expectFullyTranslated(page, '/fr/registration after registering');
    const frenchAsked = await apiLanguages();
    expect.soft(frenchAsked, 'Accept-Language of the api requests').not.toEqual([]);
    for (const asked of frenchAsked) expect.soft(asked).toMatch(/^fr\b/);

    // The confirmation e-mail speaks French and its link opens the French page.
    const mail = await waitForMailAbout(page, email, reference);
    const text = mail.text ?? '';
    expect.soft(mail.subject).toContain(reference);
    expect.soft(mail.subject).toContain(fr.registrationMail.subject);
    expect.soft(mail.subject).not.toContain('registration received');
    expect.soft(text).toContain(fr.registrationMail.body);
    expect.soft(text).toMatch(frenchUsdAmount);
    expect.soft(englishLinesOfMail(text), 'English lines in the French e-mail').toEqual([]);
    const link = /https?:\/\/\S+\/fr\/my-registration\?token=[\w-]{43}/.exec(text)?.[0];
    expect(link, 'an access link to /fr/my-registration in the e-mail').toBeTruthy();

    await page.goto(link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: fr.myRegistration.heading }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(sitePath('/fr/my-registration'));
    await expectHtmlLang(page, 'fr');
    await expect(page.getByText(reference).first()).toBeVisible();
    await expectFullyTranslated(page, '/fr/my-registration');
  });

  test('Português: submits an abstract, with Portuguese labels and messages and e-mail', async ({
    page,
  }) => {
    const pt = wording.pt;
    const form = pt.abstracts;
    const email = `ines.${run}@example.org`;
    const title = `Bacias do rifte no Uganda ${run}`;
    const apiLanguages = recordApiLanguages(page);

    await page.goto('/pt/abstracts');
    await expectHtmlLang(page, 'pt');
    const section = page.locator('#submission-form');
    await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeVisible({
      timeout: 30_000,
    });

    // An empty submit, the guidelines box ticked: each field's message in Portuguese.
    await section.getByLabel(containing(form.guidelines)).check();
    await section.getByRole('button', { name: form.submit }).click();
    const messages: [string, string][] = [
      [form.fullName, pt.messages.fullNameRequired],
      [form.affiliation, pt.messages.affiliationRequired],
      [form.email, pt.messages.emailRequired],
      [form.abstractTitle, pt.messages.abstractTitleRequired],
      [form.subtheme, pt.messages.subthemeRequired],
      [form.abstractFile, pt.messages.abstractFileRequired],
    ];
    for (const [label, message] of messages) {
      await expectFieldMessage(section.getByLabel(labelled(label)), message);
    }
    await expect
      .soft(robotCheckMessage(page, 'abstract'))
      .toHaveText(pt.messages.robotCheckRequired);
    await expectNoEnglishFieldMessage(page);
    await expectFullyTranslated(page, '/pt/abstracts after an empty submit');

    await section.getByLabel(labelled(form.fullName)).fill('Inês Tavares');
    await section.getByLabel(labelled(form.affiliation)).fill('Universidade Agostinho Neto');
    await section.getByLabel(labelled(form.email)).fill(email);
    await section.getByLabel(labelled(form.abstractTitle)).fill(title);
    const subtheme = section.getByLabel(labelled(form.subtheme));
    await subtheme.selectOption('Water Supply and Geosciences');
    // The value sent stays the English title; the visitor reads the glossary's Portuguese.
    await expect.soft(subtheme.locator('option:checked')).toHaveText(waterSubthemeInPortuguese);
    await section.locator('#abstract-language').selectOption('Portuguese');
    await section.locator('#abstract-presentationType').selectOption('Poster Presentation');
    await section.getByLabel(labelled(form.abstractFile)).setInputFiles({
      name: 'Tavares.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await wordDocument(title),
    });
    await solveRobotCheckInAnyLanguage(page);
    await section.getByRole('button', { name: form.submit }).click();

    const notice = page.getByRole('status').filter({ hasText: form.successTitle });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expectFullyTranslated(page, '/pt/abstracts after submitting');
    const portugueseAsked = await apiLanguages();
    expect.soft(portugueseAsked, 'Accept-Language of the api requests').not.toEqual([]);
    for (const asked of portugueseAsked) expect.soft(asked).toMatch(/^pt\b/);

    const mail = await waitForMailAbout(page, email, title);
    const text = mail.text ?? '';
    expect.soft(mail.subject).toContain(title);
    expect.soft(mail.subject).toContain(pt.abstractMail.subject);
    expect.soft(mail.subject).not.toContain('abstract received');
    expect.soft(text).toContain(pt.abstractMail.body);
    expect.soft(text).toContain(waterSubthemeInPortuguese);
    expect.soft(englishLinesOfMail(text), 'English lines in the Portuguese e-mail').toEqual([]);
  });
});

test.describe("the api's messages follow Accept-Language; without it they are the specification's English", () => {
  const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
  const contactFields = ['name', 'email', 'subject', 'message'] as const;

  /** An empty contact form, every field missing, with the given Accept-Language (or none). */
  async function emptyContactAnswer(
    requests: APIRequest,
    acceptLanguage?: string,
  ): Promise<{ status: number; body: unknown }> {
    const api = await requests.newContext({
      baseURL: apiUrl,
      extraHTTPHeaders: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
    });
    try {
      const response = await api.post('/api/contact.php', { data: {} });
      return { status: response.status(), body: await response.json() };
    } finally {
      await api.dispose();
    }
  }

  /** The refusal's words; its requestId differs on every call. */
  const everyFieldSays = (message: string) =>
    expect.objectContaining({
      success: false,
      message,
      errors: Object.fromEntries(contactFields.map((field) => [field, message])),
    }) as unknown;

  test('no Accept-Language, or a language the site does not speak: exactly the English', async ({
    playwright,
  }) => {
    for (const acceptLanguage of [undefined, 'de-DE,de;q=0.9']) {
      const answer = await emptyContactAnswer(playwright.request, acceptLanguage);
      expect(answer, `Accept-Language: ${acceptLanguage ?? '(none)'}`).toEqual({
        status: 400,
        body: everyFieldSays('This field is required'),
      });
    }
  });

  for (const [language, header] of [
    ['fr', 'fr'],
    ['fr', 'fr-CA,fr;q=0.9,en;q=0.5'],
    ['pt', 'pt-BR'],
  ] as const satisfies readonly (readonly [OtherLanguage, string])[]) {
    test(`Accept-Language ${header}: the same answer in ${language === 'fr' ? 'French' : 'Portuguese'}`, async ({
      playwright,
    }) => {
      const required = wording[language].messages.required;
      const answer = await emptyContactAnswer(playwright.request, header);
      expect(answer).toEqual({ status: 400, body: everyFieldSays(required) });
    });
  }
});
