import { accessTokenHeader, messages, publicApiMessages } from '@caawg11/conference';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A registration a visitor sent without a first name and with a mistyped address. */
const invalidRegistration: Record<string, string> = {
  title: 'Dr.',
  firstName: '',
  otherNames: 'Atuhaire',
  gender: 'Female',
  email: 'grace.atuhaire@',
  phone: '+256 772 000 111',
  country: 'Uganda',
  city: 'Kampala',
  institution: 'Makerere University',
  participationType: 'presenter',
  presentationType: 'oral',
  participantCategory: 'non-member',
  fieldTrip: 'Yes',
  marketingConsent: 'false',
  paymentConfirmation: 'true',
  programConsent: 'true',
  emailConsent: 'false',
};

/** An abstract sent without its author's name and subtheme. */
const invalidAbstract: Record<string, string> = {
  fullName: '',
  affiliation: 'Uganda Geological Survey',
  email: 'esther.mukasa@example.org',
  phone: '',
  abstractTitle: 'Lithium pegmatites of south-western Uganda',
  subtheme: '',
  language: 'Portuguese',
  presentationType: 'Poster Presentation',
  comments: '',
};

describe('answers in the language of the request', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM outbox_messages');
    await testApp.db.query('DELETE FROM registrations');
    await testApp.db.query('DELETE FROM abstracts');
  });

  async function postForm(
    url: string,
    fields: Record<string, string>,
    acceptLanguage?: string,
  ): Promise<{ statusCode: number; body: Record<string, unknown> }> {
    const token = await solvedCaptcha(testApp.app);
    const body = multipartBody({ ...fields, recaptchaToken: token });
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: {
        ...body.headers,
        ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
      },
    });
    return { statusCode: response.statusCode, body: response.json() };
  }

  it.each([
    [
      'fr',
      'fr-FR,fr;q=0.9,en;q=0.5',
      'Ce champ est obligatoire',
      "Format d'adresse e-mail non valide",
    ],
    ['pt', 'pt-PT,pt;q=0.9', 'Este campo é obrigatório', 'Formato de endereço de e-mail inválido'],
  ])(
    'refuses an invalid registration with %s field messages',
    async (_language, header, required, invalidEmail) => {
      const answer = await postForm('/api/registration.php', invalidRegistration, header);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        message: required,
        errors: { firstName: required, email: invalidEmail },
      });
      expect(typeof answer.body.requestId).toBe('string');
    },
  );

  it.each([
    ['no Accept-Language', undefined],
    ['another language', 'de-DE,de;q=0.9'],
    ['English', 'en'],
  ])(
    'answers the same registration with %s in the English of the specification',
    async (_case, header) => {
      const answer = await postForm('/api/registration.php', invalidRegistration, header);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        message: messages.required,
        errors: { firstName: messages.required, email: messages.invalidEmail },
      });
    },
  );

  it.each([
    [
      'pt',
      'pt-BR,fr;q=0.8',
      'O nome completo é obrigatório',
      'Selecione um subtema para o seu resumo',
    ],
    [
      'fr',
      'fr',
      'Le nom complet est obligatoire',
      'Veuillez sélectionner un sous-thème pour votre résumé',
    ],
  ])(
    'refuses an invalid abstract with %s field messages',
    async (_language, header, name, subtheme) => {
      const answer = await postForm('/api/abstracts.php', invalidAbstract, header);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        errors: { fullName: name, subtheme },
      });
    },
  );

  it('answers the same abstract without the header in English', async () => {
    const answer = await postForm('/api/abstracts.php', invalidAbstract);
    expect(answer.body).toMatchObject({
      errors: { fullName: messages.abstract.fullName, subtheme: messages.abstract.subtheme },
    });
  });

  it('words a success answer in the language, and in English without the header', async () => {
    const ask = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/registrations/verify-request',
        payload: { email: 'someone@example.org' },
        headers,
      });
    const french = await ask({ 'accept-language': 'fr' });
    expect(french.statusCode).toBe(200);
    expect(french.json()).toEqual({
      success: true,
      message:
        "Si une inscription existe pour cette adresse e-mail, un lien d'accès sécurisé vient d'y être envoyé. Veuillez consulter votre boîte de réception.",
    });
    expect((await ask({})).json()).toEqual({ success: true, message: messages.accessRequestSent });
  });

  it('refuses an unknown access link in Portuguese', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { [accessTokenHeader]: 'B'.repeat(43), 'accept-language': 'pt' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      message:
        'Esta ligação de acesso é inválida ou expirou. Peça uma nova na página de acesso à inscrição.',
    });
    const english = await testApp.app.inject({
      method: 'GET',
      url: '/api/my-registration',
      headers: { [accessTokenHeader]: 'B'.repeat(43) },
    });
    expect(english.json()).toMatchObject({ message: publicApiMessages.invalidAccessLink });
  });
});

describe('the wait of a refused request in the language of the request', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        PUBLIC_RATE_LIMIT_PER_MINUTE: '1',
        FORM_MAIL_LIMIT_PER_EMAIL: '100000',
        FORM_MAIL_LIMIT_PER_CLIENT: '100000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('names the same wait as Retry-After, in French', async () => {
    const post = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/contact.php',
        payload: {
          name: 'Amina Nakato',
          email: 'amina@example.org',
          subject: 'Bonjour',
          message: 'Une question sur le programme.',
        },
        remoteAddress: '203.0.113.40',
        headers: { 'accept-language': 'fr' },
      });
    const accepted = await post();
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      message: 'Merci pour votre message\u00a0! Nous vous répondrons très prochainement.',
    });
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    const seconds = retryAfter === 1 ? '1 seconde' : `${retryAfter} secondes`;
    expect(refused.json()).toMatchObject({
      success: false,
      message:
        retryAfter === 60
          ? 'Trop de demandes. Veuillez réessayer dans 1 minute.'
          : `Trop de demandes. Veuillez réessayer dans ${seconds}.`,
    });
  });
});
