import {
  bankDetails,
  edition,
  languages,
  noticeTextKeys,
  type Language,
} from '@caawg11/conference';
import type { MailContext } from '../src/platform/mail/mail-context.js';
import { emailCatalogues, mailText } from '../src/platform/mail/mail-i18n.js';
import type { MailTemplate, MailTemplateData } from '../src/platform/mail/mail-message.js';
import {
  mailTemplateNames,
  mailTemplates,
  renderMail,
  visitorTemplates,
  type RenderedMail,
} from '../src/platform/mail/mail-templates.js';
import { previewContext } from '../src/platform/mail/templates/template-props.js';

type Translated = 'fr' | 'pt';
const translated: Translated[] = ['fr', 'pt'];

function render<T extends MailTemplate>(
  template: T,
  language?: Language,
  data: MailTemplateData[T] = mailTemplates[template].Component.PreviewProps.data,
) {
  return renderMail(template, data, previewContext, language);
}

/** What a reader sees: React's separators gone, entities decoded, Intl's narrow spaces plain. */
function visible(text: string): string {
  return text
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/[\u00a0\u202f]/g, ' ');
}

function expectEverywhere(mail: RenderedMail, fact: string) {
  expect(visible(mail.html)).toContain(fact);
  expect(visible(mail.text)).toContain(fact);
}

/** Every text of a catalogue, by its dotted key. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value as Record<string, unknown>).map(([key, child]) =>
      flatten(child, prefix === '' ? key : `${prefix}.${key}`),
    ),
  ) as Record<string, string>;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The English phrases of two words or more between the placeholders of the English catalogue;
 * the choice labels are left out, as their English value is also the stored one, and so are the
 * edition's names, which keep their place names ("Kampala, Uganda" in Portuguese too).
 */
const englishPhrases = Object.entries(flatten(emailCatalogues.en))
  .filter(([key]) => !key.startsWith('choices.') && !key.startsWith('edition.'))
  .flatMap(([, text]) => text.split(/\{\{[^}]*\}\}|\n/))
  .map((phrase) => phrase.trim())
  .filter((phrase) => phrase.split(/\s+/).length >= 2);

/** The subject and one sentence of the body that each visitor's message must say. */
const expected: Record<Translated, Partial<Record<MailTemplate, [string, string]>>> = {
  fr: {
    'registration-received': [
      'Inscription à la CAAWG11 reçue - CAAWG11-0042',
      'Nous avons bien reçu votre inscription à la CAAWG11 (1–5 octobre 2025, Kampala, Ouganda).',
    ],
    'membership-received': [
      "Votre demande d'adhésion à l'AAWG a bien été reçue",
      'Le secrétariat a bien reçu votre demande',
    ],
    'contact-acknowledgement': [
      'Nous avons bien reçu votre message : Visa invitation letter',
      "Merci d'avoir contacté les organisateurs de la CAAWG11.",
    ],
    'abstract-received': [
      'Résumé reçu pour la CAAWG11 : Groundwater recharge in the Albertine Graben',
      "les notifications d'acceptation seront envoyées au plus tard le 30 juillet 2025",
    ],
    'abstract-author-named': [
      "Vous êtes cité comme auteur d'un résumé de la CAAWG11 : Groundwater recharge in the Albertine Graben",
      'Dr. Fatou Diop a soumis un résumé à la CAAWG11 et vous a cité parmi ses auteurs',
    ],
    'booking-received': [
      "Demande de réservation d'hébergement reçue pour la CAAWG11",
      'Notre équipe logistique vous contactera dans les 48 heures',
    ],
    'sponsorship-received': [
      'Merci pour votre demande de parrainage de la CAAWG11',
      'Votre demande de parrainage a bien été reçue',
    ],
    'access-link': [
      "Votre lien d'accès à votre inscription à la CAAWG11 (CAAWG11-0042)",
      "Le lien est valable jusqu'au 2 juillet 2025 à 13:30 (heure de Kampala).",
    ],
    'payment-verified': [
      'Inscription confirmée : paiement vérifié (CAAWG11-0042)',
      'Nous avons vérifié votre paiement de 100,00 $US.',
    ],
    'payment-rejected': [
      "Nous n'avons pas pu vérifier votre paiement (CAAWG11-0042)",
      'et déposez-y un nouveau justificatif de paiement',
    ],
    'registration-status-changed': [
      'Le statut de votre inscription à la CAAWG11 a changé (CAAWG11-0042)',
      'Votre paiement a été vérifié et votre inscription est confirmée.',
    ],
    'programme-slot': [
      'Votre créneau au programme de la CAAWG11 a changé (ABS-0042)',
      'jeudi 2 octobre 2025',
    ],
    'field-trip-seat-released': [
      "Votre place pour l'excursion a été libérée (CAAWG11-0042)",
      "Les frais de l'excursion ne sont plus dus : ils ont été retirés du montant de votre inscription.",
    ],
  },
  pt: {
    'registration-received': [
      'Inscrição na CAAWG11 recebida - CAAWG11-0042',
      'Recebemos a sua inscrição na CAAWG11 (1–5 de outubro de 2025, Kampala, Uganda).',
    ],
    'membership-received': [
      'O seu pedido de adesão à AAWG foi recebido',
      'O secretariado recebeu o seu pedido',
    ],
    'contact-acknowledgement': [
      'Recebemos a sua mensagem: Visa invitation letter',
      'Agradecemos o seu contacto com a organização da CAAWG11.',
    ],
    'abstract-received': [
      'Resumo recebido para a CAAWG11: Groundwater recharge in the Albertine Graben',
      'as notificações de aceitação serão enviadas até 30 de julho de 2025',
    ],
    'abstract-author-named': [
      'Foi indicado como autor de um resumo da CAAWG11: Groundwater recharge in the Albertine Graben',
      'Dr. Fatou Diop submeteu um resumo à CAAWG11 e indicou-o como um dos seus autores',
    ],
    'booking-received': [
      'Pedido de reserva de alojamento para a CAAWG11 recebido',
      'entrará em contacto consigo no prazo de 48 horas',
    ],
    'sponsorship-received': [
      'Agradecemos o seu pedido de patrocínio da CAAWG11',
      'O seu pedido de patrocínio foi recebido',
    ],
    'access-link': [
      'A sua ligação de acesso à inscrição na CAAWG11 (CAAWG11-0042)',
      'A ligação é válida até 2 de julho de 2025 às 13:30 (hora de Kampala).',
    ],
    'payment-verified': [
      'Inscrição confirmada: pagamento verificado (CAAWG11-0042)',
      'Verificámos o seu pagamento de 100,00 US$.',
    ],
    'payment-rejected': [
      'Não foi possível verificar o seu pagamento (CAAWG11-0042)',
      'e carregue aí um novo comprovativo de pagamento',
    ],
    'registration-status-changed': [
      'O estado da sua inscrição na CAAWG11 foi alterado (CAAWG11-0042)',
      'O seu pagamento foi verificado e a sua inscrição está confirmada.',
    ],
    'programme-slot': [
      'O seu horário no programa da CAAWG11 foi alterado (ABS-0042)',
      'quinta-feira, 2 de outubro de 2025',
    ],
    'field-trip-seat-released': [
      'O seu lugar na excursão de campo foi libertado (CAAWG11-0042)',
      'A taxa da excursão deixou de ser devida: foi retirada do valor da sua inscrição.',
    ],
  },
};

/**
 * The visitors' messages whose subject and body are the organisers' notice texts: here only
 * what surrounds the text is the catalogue's (the frame, the facts, the buttons).
 */
const noticeFrames: Record<Translated, Partial<Record<MailTemplate, string[]>>> = {
  fr: {
    'inbox-decision': ['Questions :'],
    'contact-reply': ['Questions :'],
    'payment-reminder': [
      'Reste à payer :',
      '100,00 $US',
      'jeudi 14 août 2025',
      'Coordonnées bancaires pour le paiement',
      'Pour ne plus recevoir de rappels de paiement pour cette inscription',
    ],
    'abstract-decision': ['Confirmer ou retirer ma présentation'],
  },
  pt: {
    'inbox-decision': ['Dúvidas:'],
    'contact-reply': ['Dúvidas:'],
    'payment-reminder': [
      'Em dívida:',
      '100,00 US$',
      'quinta-feira, 14 de agosto de 2025',
      'Dados bancários para pagamento',
      'Para deixar de receber lembretes de pagamento desta inscrição',
    ],
    'abstract-decision': ['Confirmar ou retirar a minha apresentação'],
  },
};

/** The preview context with every notice text reduced to its key, so no default text shows. */
const noticeTextsOnlyNamed: MailContext = {
  ...previewContext,
  noticeTexts: Object.fromEntries(
    noticeTextKeys.map((key) => [key, { subject: key, body: `${key}\n\n${key}` }]),
  ),
};

/**
 * A template's own data, with what the organisers write (an announcement's subject and body, in
 * the recipient's language) reduced to placeholders, like the notice texts above.
 */
function frameOnly<T extends MailTemplate>(template: T): MailTemplateData[T] {
  const data = mailTemplates[template].Component.PreviewProps.data;
  return template === 'announcement'
    ? { ...data, subject: '{{reference}}', body: '{{name}}\n\n{{accessLink}}' }
    : data;
}

const visitorTemplateNames = mailTemplateNames.filter((name) => visitorTemplates.has(name));
const organiserTemplateNames = mailTemplateNames.filter((name) => !visitorTemplates.has(name));

describe('e-mail catalogues', () => {
  it('have the same keys in English, French and Portuguese', () => {
    const keysOf = (language: Language) =>
      Object.keys(flatten(emailCatalogues[language]))
        .map((key) => key.replace(pluralSuffix, ''))
        .filter((key, index, keys) => keys.indexOf(key) === index)
        .sort();
    expect(keysOf('fr')).toEqual(keysOf('en'));
    expect(keysOf('pt')).toEqual(keysOf('en'));
  });

  it.each(languages)('give every plural form %s needs', (language) => {
    const keys = Object.keys(flatten(emailCatalogues[language]));
    const plurals = [
      ...new Set(
        keys.filter((key) => pluralSuffix.test(key)).map((k) => k.replace(pluralSuffix, '')),
      ),
    ];
    expect(plurals.length).toBeGreaterThan(0);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of plurals) {
      for (const category of categories) expect(keys).toContain(`${key}_${category}`);
    }
  });

  it('count hours with the plural rules of each language', () => {
    const verifyUrl = 'http://localhost:4300/verify';
    const validity = (language: Language, count: number) =>
      mailText(language)('registrationReceived.linkValidity', { count, verifyUrl });
    expect(validity('en', 24)).toContain('valid for 24 hours.');
    expect(validity('en', 1)).toContain('valid for 1 hour.');
    expect(validity('fr', 1)).toContain('valable 1 heure.');
    expect(validity('fr', 24)).toContain('valable 24 heures.');
    expect(validity('pt', 1)).toContain('durante 1 hora.');
    expect(validity('pt', 24)).toContain('durante 24 horas.');
  });

  it('keep what a visitor typed as typed, placeholders and markup alike', async () => {
    // The private-use character that marks an element's place is the one thing dropped.
    const typed = '{{reference}} $t(common.no) <b>x</b> \uE000mailbox\uE000';
    const shown = '{{reference}} $t(common.no) <b>x</b> mailbox';
    const mail = await render('contact-acknowledgement', 'fr', { name: typed, subject: typed });
    expect(mail.subject).toBe(`Nous avons bien reçu votre message : ${shown}`);
    expect(mail.text).toContain(`Bonjour ${shown},`);
    expect(mail.text).not.toContain('Non');
    expect(mail.html).not.toContain('<b>x</b>');
  });

  it('show a choice the catalogue does not know as it was stored', () => {
    expect(mailText('fr').choice('subthemes', 'A subtheme of a later edition')).toBe(
      'A subtheme of a later edition',
    );
    expect(mailText('pt').choice('subthemes', 'Water Supply and Geosciences')).toBe(
      'Abastecimento de água e geociências',
    );
  });
});

describe.each(translated)('visitor e-mails in %s', (language) => {
  it.each(visitorTemplateNames)('%s leaves no English sentence of its own', async (template) => {
    // A notice's own text is the organisers' (or its default's): only what frames it is looked at.
    const mail = await renderMail(template, frameOnly(template), noticeTextsOnlyNamed, language);
    expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    for (const part of [visible(mail.html), visible(mail.text), mail.subject]) {
      expect(part).not.toContain('Dear ');
      for (const phrase of englishPhrases) expect(part).not.toContain(phrase);
    }
    expect(visible(mail.html)).not.toContain(edition.fullName);
    expect(visible(mail.html)).not.toContain(edition.theme);
  });

  it.each(Object.entries(expected[language]) as [MailTemplate, [string, string]][])(
    '%s says its subject and key sentence',
    async (template, [subject, sentence]) => {
      const mail = await render(template, language);
      expect(visible(mail.subject)).toBe(subject);
      expectEverywhere(mail, sentence);
    },
  );

  it.each(Object.entries(noticeFrames[language]) as [MailTemplate, string[]][])(
    '%s frames the notice text in the language',
    async (template, facts) => {
      const mail = await render(template, language);
      for (const fact of facts) expectEverywhere(mail, fact);
    },
  );

  it.each(organiserTemplateNames)('%s, to the organisers, stays in English', async (template) => {
    const [inLanguage, inEnglish] = await Promise.all([
      render(template, language),
      render(template),
    ]);
    expect(inLanguage).toEqual(inEnglish);
    expect(inLanguage.html).toMatch(/<html[^>]* lang="en"/);
  });
});

describe('visitor e-mails format amounts, dates and choices with Intl', () => {
  it('registration-received: fee, due date, category, tier and field trip dates', async () => {
    const data = {
      ...mailTemplates['registration-received'].Component.PreviewProps.data,
      feeUsd: 150,
      paymentDueDate: '2025-10-01',
    };
    const fr = await render('registration-received', 'fr', data);
    for (const fact of [
      "Frais d'inscription :",
      '150,00 $US',
      'mercredi 1 octobre 2025',
      "Membre de l'AAWG",
      'Tarif préférentiel (inscription anticipée)',
      "Oui (3–5 octobre 2025 ; non comprise dans les frais d'inscription)",
      'Ouvrir mon inscription',
      'Ce lien personnel est valable 24 heures.',
      bankDetails.accountNumber,
      "Veuillez indiquer votre numéro d'inscription CAAWG11-0042 comme référence du paiement",
      'registration@caawg11.org',
    ]) {
      expectEverywhere(fr, fact);
    }
    const pt = await render('registration-received', 'pt', data);
    for (const fact of [
      '150,00 US$',
      'quarta-feira, 1 de outubro de 2025',
      'Membro da AAWG',
      'Tarifa antecipada',
      'Sim (3–5 de outubro de 2025; não incluída na taxa de inscrição)',
      'Esta ligação pessoal é válida durante 24 horas.',
    ]) {
      expectEverywhere(pt, fact);
    }
  });

  it('abstract-received: the subtheme and presentation type by the glossary', async () => {
    const fr = await render('abstract-received', 'fr');
    expectEverywhere(fr, 'Approvisionnement en eau et géosciences');
    expectEverywhere(fr, 'Communication orale');
    const pt = await render('abstract-received', 'pt');
    expectEverywhere(pt, 'Abastecimento de água e geociências');
    expectEverywhere(pt, 'Apresentação oral');
  });

  it('booking-received: accommodation, nightly rate and stay', async () => {
    const fr = await render('booking-received', 'fr');
    for (const fact of [
      'Appartement de 2 chambres',
      '200,00 $US par nuit',
      'mardi 30 septembre 2025',
      'vendredi 3 octobre 2025',
    ]) {
      expectEverywhere(fr, fact);
    }
    const pt = await render('booking-received', 'pt');
    for (const fact of [
      'Apartamento de 2 quartos',
      '200,00 US$ por noite',
      'terça-feira, 30 de setembro de 2025',
    ]) {
      expectEverywhere(pt, fact);
    }
  });

  it('sponsorship-received: the package and its price', async () => {
    expectEverywhere(await render('sponsorship-received', 'fr'), 'Or - 10 000,00 $US');
    expectEverywhere(await render('sponsorship-received', 'pt'), 'Ouro - 10 000,00 US$');
  });

  it('abstract-decision: the presentation type the notice text names', async () => {
    const mail = await render('abstract-decision', 'fr');
    expectEverywhere(mail, 'Communication orale');
    expect(visible(mail.text)).not.toContain('Oral Presentation');
  });

  it('field-trip-seat-released: the trip dates, the pay-by day and the amounts', async () => {
    const fr = await render('field-trip-seat-released', 'fr');
    for (const fact of [
      "La place qui vous était réservée pour l'excursion (3–5 octobre 2025)",
      "n'avait pas été payée à la fin du lundi 15 septembre 2025",
      "Excursion, qui n'est plus due :",
      '250,00 $US',
      "Montant dû, sans l'excursion :",
      '150,00 $US',
    ]) {
      expectEverywhere(fr, fact);
    }
    const pt = await render('field-trip-seat-released', 'pt');
    for (const fact of [
      'O lugar reservado para si na excursão de campo (3–5 de outubro de 2025)',
      'até ao fim do dia segunda-feira, 15 de setembro de 2025',
      'Excursão, que já não é devida:',
      '250,00 US$',
      'Valor devido, sem a excursão:',
      '150,00 US$',
    ]) {
      expectEverywhere(pt, fact);
    }
  });

  it('payment-reminder: the amounts in the subject of the notice', async () => {
    const mail = await render('payment-reminder', 'pt');
    expect(visible(mail.subject)).toContain('100,00 US$');
    expect(visible(mail.subject)).toContain('quinta-feira, 14 de agosto de 2025');
  });
});

describe('visitor e-mails in English', () => {
  it.each(visitorTemplateNames)('%s is the same with or without the language', async (template) => {
    expect(await render(template, 'en')).toEqual(await render(template));
  });

  it('keep their subjects word for word', async () => {
    const subjects: Partial<Record<MailTemplate, string>> = {
      'registration-received': 'CAAWG11 registration received - CAAWG11-0042',
      'membership-received': 'Your AAWG membership application has been received',
      'contact-acknowledgement': 'We received your message: Visa invitation letter',
      'abstract-received':
        'CAAWG11 abstract received: Groundwater recharge in the Albertine Graben',
      'abstract-author-named':
        'You are named as an author of a CAAWG11 abstract: Groundwater recharge in the Albertine Graben',
      'booking-received': 'CAAWG11 accommodation booking request received',
      'sponsorship-received': 'Thank you for your CAAWG11 sponsorship inquiry',
      'access-link': 'Your CAAWG11 registration access link (CAAWG11-0042)',
      'payment-verified': 'Registration confirmed: payment verified (CAAWG11-0042)',
      'payment-rejected': 'We could not verify your payment (CAAWG11-0042)',
      'registration-status-changed': 'Your CAAWG11 registration status has changed (CAAWG11-0042)',
      'inbox-decision': 'Your AAWG membership application has been approved (MEM-0042)',
      'contact-reply': 'Re: Visa letter',
      'payment-reminder':
        'CAAWG11 registration CAAWG11-0042: $100.00 USD due by Thursday, 14 August 2025',
      'abstract-decision':
        'Your CAAWG11 abstract has been accepted as an oral presentation (ABS-0042)',
      'field-trip-seat-released': 'Your field trip seat has been released (CAAWG11-0042)',
    };
    for (const [template, subject] of Object.entries(subjects) as [MailTemplate, string][]) {
      expect((await render(template)).subject).toBe(subject);
    }
  });

  it('say "Dear", in a frame whose language is English', async () => {
    const mail = await render('access-link');
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expectEverywhere(mail, 'Dear Dr. Amina Okello,');
    expectEverywhere(mail, 'View my registration');
  });
});
