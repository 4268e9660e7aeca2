import { extractText, getDocumentProxy } from 'unpdf';
import { bearer, createUser, insertRegistration, type TestUser } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  // Intl separates thousands and currency with narrow or no-break spaces: read them as spaces.
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('documents in the delegate’s language', () => {
  let t: TestApp;
  let finance: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    finance = await createUser(t, 'finance');
  });

  afterAll(async () => {
    await t.close();
  });

  async function registrationIn(language: 'en' | 'fr' | 'pt'): Promise<string> {
    const id = await insertRegistration(t, {
      feeUsd: 150,
      participantCategory: 'student',
      pricingTier: 'standard',
    });
    await t.db.query('UPDATE registrations SET language = ? WHERE id = ?', [language, id]);
    return id;
  }

  function post(url: string, payload: object) {
    return t.app.inject({ method: 'POST', url, payload, headers: bearer(finance.token) });
  }

  async function pdf(url: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(finance.token) });
    expect(response.statusCode).toBe(200);
    return textOf(response.rawPayload);
  }

  it("a French delegate's receipt PDF is in French", async () => {
    const id = await registrationIn('fr');
    const paid = await post(`/api/admin/registrations/${id}/payments`, {
      method: 'mobile-money',
      reference: 'MM-77',
      amount: 20,
      paymentDate: '2025-08-05',
    });
    expect(paid.statusCode).toBe(201);
    const text = await pdf(`/api/admin/registrations/${id}/receipt`);
    for (const expected of [
      'Reçu',
      'Émis le',
      'Reçu de',
      "Frais d'inscription : Étudiant(e), tarif standard",
      '5 août 2025, Paiement mobile (mobile money), référence MM-77',
      'Montant reçu 20,00 $US',
      'Solde dû 130,00 $US',
      'Merci. Un solde de 130,00 $US reste dû.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Amount received');
  });

  it("a Portuguese delegate's credit note and pro-forma invoice are in Portuguese", async () => {
    const id = await registrationIn('pt');
    await post(`/api/admin/registrations/${id}/payments`, {
      method: 'bank-transfer',
      reference: 'FT-9',
      amount: 150,
      paymentDate: '2025-08-05',
    });
    const refunded = await post(`/api/admin/registrations/${id}/refunds`, {
      amount: 30,
      method: 'bank-transfer',
      reference: 'RF-9',
      refundDate: '2025-08-20',
    });
    expect(refunded.statusCode).toBe(201);
    const note = await pdf(`/api/admin/registrations/${id}/credit-note`);
    for (const expected of [
      'Nota de crédito',
      'Reembolsado a',
      '20 de agosto de 2025, Transferência bancária, referência RF-9',
      'Montante reembolsado 30,00 US$',
      'Pago após este reembolso 120,00 US$',
    ]) {
      expect(note).toContain(expected);
    }
    const invoice = await pdf(`/api/admin/registrations/${id}/invoice`);
    expect(invoice).toContain('Fatura pró-forma');
    expect(invoice).toContain('Já recebido 120,00 US$');
  });

  it("an English delegate's receipt stays as it was", async () => {
    const id = await registrationIn('en');
    await post(`/api/admin/registrations/${id}/payments`, {
      method: 'other',
      reference: 'DESK-1',
      amount: 150,
      paymentDate: '2025-08-05',
    });
    const text = await pdf(`/api/admin/registrations/${id}/receipt`);
    expect(text).toContain('Registration fee: Student, standard');
    expect(text).toContain('Amount received $150.00');
    expect(text).toContain('Thank you. Your registration is paid in full.');
  });
});
