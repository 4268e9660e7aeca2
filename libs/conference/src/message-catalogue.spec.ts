import { readFileSync } from 'node:fs';
import { paymentProofLimitMessages } from './api-messages.js';
import { languages, type Language } from './languages.js';
import {
  englishMessageCatalogue,
  localizeFieldMessages,
  localizeMessage,
  type MessageCatalogue,
} from './message-catalogue.js';
import { describeWait, messages } from './messages.js';

function catalogue(language: Language): MessageCatalogue {
  const file = new URL(`../locales/${language}/messages.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as MessageCatalogue;
}

function keys(node: MessageCatalogue, prefix = ''): string[] {
  return Object.entries(node)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
    )
    .sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1] ?? '').sort();
}

function textAt(node: MessageCatalogue, path: string): string {
  const value = path
    .split('.')
    .reduce<string | MessageCatalogue | undefined>(
      (at, key) => (typeof at === 'object' ? at[key] : undefined),
      node,
    );
  if (typeof value !== 'string') throw new Error(`No text at ${path}`);
  return value;
}

const fr = catalogue('fr');
const pt = catalogue('pt');

describe('the messages catalogues', () => {
  it('English is word for word what the rules and the api say', () => {
    expect(catalogue('en')).toEqual(englishMessageCatalogue);
    expect(textAt(catalogue('en'), 'required')).toBe(messages.required);
    expect(textAt(catalogue('en'), 'booking.checkOutAfterCheckIn')).toBe(
      messages.booking.checkOutAfterCheckIn,
    );
  });

  it('English templates give back the parameterised messages', () => {
    const en = catalogue('en');
    expect(textAt(en, 'tooLong').replace('{{max}}', '200')).toBe(messages.tooLong(200));
    expect(
      textAt(en, 'registrationSuccess')
        .replaceAll('{{reference}}', 'REG-1')
        .replace('{{fee}}', '150'),
    ).toBe(messages.registrationSuccess('REG-1', 150));
    for (const seconds of [1, 42, 60, 3540, 3600, 3900, 9000]) {
      expect(textAt(en, 'tooManyRequestsRetryIn').replace('{{wait}}', describeWait(seconds))).toBe(
        messages.tooManyRequestsRetryIn(seconds),
      );
    }
    expect(textAt(en, 'api.paymentProofLimits.linkFiles').replace('{{count}}', '3')).toBe(
      paymentProofLimitMessages.linkFiles(3),
    );
  });

  it.each(languages)('%s has every key of the others, and each text its parameters', (language) => {
    const translated = catalogue(language);
    expect(keys(translated)).toEqual(keys(englishMessageCatalogue));
    for (const key of keys(englishMessageCatalogue)) {
      const text = textAt(translated, key);
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(textAt(englishMessageCatalogue, key)));
    }
  });

  it('keeps the sign-in texts of the admins out: the portal stays English', () => {
    expect(keys(englishMessageCatalogue)).not.toContain('loginFailed');
    expect(localizeMessage(messages.loginFailed, 'fr', fr)).toBe(messages.loginFailed);
  });
});

describe('localizeMessage', () => {
  it('words a fixed message in the language', () => {
    expect(localizeMessage(messages.required, 'fr', fr)).toBe('Ce champ est obligatoire');
    expect(localizeMessage(messages.required, 'pt', pt)).toBe('Este campo é obrigatório');
    expect(localizeMessage(messages.abstract.subtheme, 'pt', pt)).toBe(
      'Selecione um subtema para o seu resumo',
    );
  });

  it('carries the parameters of a message over', () => {
    expect(localizeMessage(messages.tooLong(120), 'fr', fr)).toBe(
      'Ce champ ne doit pas dépasser 120 caractères',
    );
    expect(localizeMessage(messages.tooLong(120), 'pt', pt)).toBe(
      'Deve ter no máximo 120 caracteres',
    );
    expect(localizeMessage(paymentProofLimitMessages.linkMegabytes(20), 'fr', fr)).toContain(
      'dépasser 20 Mo au total',
    );
  });

  it.each([
    [42, 'fr', 'Trop de demandes. Veuillez réessayer dans 42 secondes.'],
    [1, 'fr', 'Trop de demandes. Veuillez réessayer dans 1 seconde.'],
    [3900, 'fr', 'Trop de demandes. Veuillez réessayer dans 1 heure et 5 minutes.'],
    [60, 'pt', 'Demasiados pedidos. Tente novamente dentro de 1 minuto.'],
    [9000, 'pt', 'Demasiados pedidos. Tente novamente dentro de 2 horas e 30 minutos.'],
  ] as const)('words a wait of %s s in %s with its plurals', (seconds, language, expected) => {
    const translated = language === 'fr' ? fr : pt;
    expect(localizeMessage(messages.tooManyRequestsRetryIn(seconds), language, translated)).toBe(
      expected,
    );
  });

  it('formats the fee of a registration as the language writes amounts', () => {
    const french = localizeMessage(messages.registrationSuccess('REG-2025-0042', 150), 'fr', fr);
    const amount = (locale: string, usd = 150) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(usd);
    expect(french).toBe(
      `Inscription réussie\u00a0! Votre numéro d'inscription est REG-2025-0042. Veuillez indiquer REG-2025-0042 comme référence de paiement lors du virement des frais d'inscription de ${amount('fr-FR')}. Un e-mail de confirmation est en route.`,
    );
    expect(amount('fr-FR')).toMatch(/^150,00\s\$US$/);
    expect(localizeMessage(messages.registrationSuccess('REG-7', 250), 'pt', pt)).toContain(
      `O seu número de inscrição é REG-7. Indique REG-7 como referência de pagamento ao transferir a taxa de inscrição de ${amount('pt-PT', 250)}.`,
    );
  });

  it('leaves English, unknown text and a missing catalogue unchanged', () => {
    expect(localizeMessage(messages.required, 'en', fr)).toBe(messages.required);
    expect(localizeMessage('Something only the portal says', 'fr', fr)).toBe(
      'Something only the portal says',
    );
    expect(localizeMessage(messages.required, 'fr', undefined)).toBe(messages.required);
    expect(localizeMessage(messages.tooLong(5), 'fr', {})).toBe(messages.tooLong(5));
  });

  it('translates each field message of a refused body', () => {
    expect(
      localizeFieldMessages(
        { email: messages.invalidEmail, firstName: messages.required },
        'pt',
        pt,
      ),
    ).toEqual({
      email: 'Formato de endereço de e-mail inválido',
      firstName: 'Este campo é obrigatório',
    });
  });
});
