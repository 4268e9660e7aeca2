import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import {
  groupInvoiceConsentMessages,
  groupInvoiceMessages,
  type MyGroupInvoiceRequestState,
} from '@caawg11/conference';
import { AccessLinksService } from '../src/registrations-and-money/access-links/access-links.service.js';
import { insertRegistration, rows } from './support/admin-fixtures.js';
import { createMailTestApp, eventually, type MailTestApp } from './support/mail-harness.js';
import type { ReceivedMail } from './support/smtp-sink.js';
import { textOf } from './support/pdf-text.js';

const now = '2025-07-15T10:00:00+03:00';

const institution = {
  institutionName: 'University of Nairobi',
  postalAddress: 'Bursar, P.O. Box 30197\nNairobi, Kenya',
  taxId: 'P051099811X',
  purchaseOrder: 'PO-77',
};

function consentTokenIn(mail: ReceivedMail): string {
  const match = /\/group-invoice-consent\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No consent link in:\n${mail.text}`);
  return match[1]!;
}

describe("a delegate's group invoice waits for each colleague's consent", () => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await createMailTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
    await t.startWorker();
    t.setNow(now);
  });

  afterAll(async () => {
    await t.close();
  });

  async function delegateWithLink(email: string, language = 'en') {
    const id = await insertRegistration(t, {
      email,
      firstName: 'Lucy',
      otherNames: 'Wanjiru',
      feeUsd: 150,
      paymentStatus: 'verified',
    });
    await t.db.query('UPDATE registrations SET language = ? WHERE id = ?', [language, id]);
    return { id, token: await accessTokenFor(id) };
  }

  async function accessTokenFor(registrationId: string): Promise<string> {
    const issued = await t.app
      .get(DataSource)
      .transaction((manager) => t.app.get(AccessLinksService).issue(manager, registrationId));
    return new URL(issued.link).searchParams.get('token')!;
  }

  async function colleague(email: string, language = 'en') {
    const id = await insertRegistration(t, {
      email,
      feeUsd: 100,
      paymentStatus: 'verified',
    });
    await t.db.query('UPDATE registrations SET language = ? WHERE id = ?', [language, id]);
    const [row] = await rows<RowDataPacket>(t, 'SELECT reference FROM registrations WHERE id = ?', [
      id,
    ]);
    return { id, reference: String(row!.reference) };
  }

  function ask(token: string, colleagues: Array<{ reference: string; email: string }>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/my-registration/group-invoice',
      headers: { 'x-access-token': token },
      payload: { ...institution, colleagues },
    });
  }

  async function invoices(token: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/invoices',
      headers: { 'x-access-token': token },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{
      data: { group: { reference: string } | null; groupRequest: MyGroupInvoiceRequestState };
    }>().data;
  }

  function consent(path: '' | '/answer', payload: object) {
    return t.app.inject({ method: 'POST', url: `/api/group-invoice-consent${path}`, payload });
  }

  async function mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
    return eventually(() => {
      const found = t.sink.to(address);
      expect(found).toHaveLength(count);
      return found;
    });
  }

  async function groupInvoiceCount(): Promise<number> {
    const [row] = await rows<RowDataPacket>(t, 'SELECT COUNT(*) AS n FROM group_invoices');
    return Number(row!.n);
  }

  it('answers a request the same whether or not a colleague pair names a registration', async () => {
    const delegate = await delegateWithLink('lead.one@uonbi.ac.ke');
    const real = await colleague('real.one@uonbi.ac.ke');
    const realAnswer = await ask(delegate.token, [
      { reference: real.reference, email: 'Real.One@uonbi.ac.ke' },
    ]);
    const madeUp = await ask(delegate.token, [
      { reference: real.reference, email: 'someone.else@example.org' },
    ]);
    for (const response of [realAnswer, madeUp]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({
        success: true,
        message: groupInvoiceMessages.requested,
        data: {
          status: 'waiting',
          institutionName: 'University of Nairobi',
          colleagues: [{ reference: real.reference, answer: 'waiting' }],
          expiresAt: '2025-07-22T07:00:00.000Z',
          reason: null,
        },
      });
    }
    // Only the registration's own address is asked, once; the made-up address is sent nothing.
    const [asked] = await mailsTo('real.one@uonbi.ac.ke', 1);
    expect(asked!.subject).toContain(real.reference);
    expect(t.sink.to('someone.else@example.org')).toHaveLength(0);
    // The second request replaced the first: the link sent for it no longer works.
    const replaced = await consent('/answer', { token: consentTokenIn(asked!), answer: 'agree' });
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toMatchObject({ message: groupInvoiceConsentMessages.linkInvalid });
    expect(await groupInvoiceCount()).toBe(0);
  });

  it('makes the invoice when the last colleague agrees, and tells the delegate', async () => {
    const delegate = await delegateWithLink('lead.two@uonbi.ac.ke', 'pt');
    const first = await colleague('first.two@uonbi.ac.ke', 'fr');
    const second = await colleague('second.two@uonbi.ac.ke');
    const before = await groupInvoiceCount();
    expect(
      (
        await ask(delegate.token, [
          { reference: first.reference.toLowerCase(), email: 'first.two@uonbi.ac.ke' },
          { reference: second.reference, email: 'second.two@uonbi.ac.ke' },
        ])
      ).statusCode,
    ).toBe(202);
    const [toFirst] = await mailsTo('first.two@uonbi.ac.ke', 1);
    const [toSecond] = await mailsTo('second.two@uonbi.ac.ke', 1);
    // Each colleague is asked in their own language, with the delegate and institution named.
    expect(toFirst!.text).toContain('Dr. Lucy Wanjiru');
    expect(toFirst!.text).toContain('University of Nairobi');
    expect(toFirst!.html).toContain('/fr/group-invoice-consent?token=');
    expect(toFirst!.subject).toMatch(/facture groupée/);
    // What the mail log keeps holds no working link.
    const [stored] = await rows<RowDataPacket>(
      t,
      "SELECT payload FROM outbox_messages WHERE template = 'group-invoice-consent' AND recipient = ?",
      ['first.two@uonbi.ac.ke'],
    );
    expect(JSON.stringify(stored!.payload)).not.toContain(consentTokenIn(toFirst!));

    // Opening the link shows what is asked and changes nothing.
    const firstToken = consentTokenIn(toFirst!);
    const question = await consent('', { token: firstToken });
    expect(question.statusCode).toBe(200);
    expect(question.json()).toMatchObject({
      data: {
        delegateName: 'Dr. Lucy Wanjiru',
        institutionName: 'University of Nairobi',
        reference: first.reference,
        expiresAt: '2025-07-22T07:00:00.000Z',
      },
    });
    const agreed = await consent('/answer', { token: firstToken, answer: 'agree' });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ message: groupInvoiceConsentMessages.agreed });
    expect((await invoices(delegate.token)).groupRequest).toMatchObject({
      status: 'waiting',
      colleagues: [
        { reference: first.reference, answer: 'agreed' },
        { reference: second.reference, answer: 'waiting' },
      ],
    });
    expect(await groupInvoiceCount()).toBe(before);
    const again = await consent('/answer', { token: firstToken, answer: 'decline' });
    expect(again.statusCode).toBe(404);

    expect(
      (await consent('/answer', { token: consentTokenIn(toSecond!), answer: 'agree' })).statusCode,
    ).toBe(200);
    expect(await groupInvoiceCount()).toBe(before + 1);
    const mine = await invoices(delegate.token);
    expect(mine.groupRequest).toBeNull();
    expect(mine.group?.reference).toMatch(/^GRP-\d{4}$/);
    const [told] = await mailsTo('lead.two@uonbi.ac.ke', 1);
    expect(told!.subject).toContain(mine.group!.reference);
    // The invoice is in the delegate's language and covers all three registrations.
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/my-registration/group-invoice',
      headers: { 'x-access-token': delegate.token },
    });
    const text = await textOf(pdf.rawPayload);
    expect(text).toContain('Fatura de grupo');
    for (const reference of [first.reference, second.reference]) expect(text).toContain(reference);
    const [audit] = await rows<RowDataPacket>(
      t,
      `SELECT COUNT(*) AS n FROM audit_log
        WHERE entity_type = 'group-invoice-request' AND action = 'group-invoice.consent-given'`,
    );
    expect(Number(audit!.n)).toBeGreaterThanOrEqual(2);
  });

  it('ends the request when a colleague declines, and tells the delegate who did', async () => {
    const delegate = await delegateWithLink('lead.three@uonbi.ac.ke', 'pt');
    const declining = await colleague('declining.three@uonbi.ac.ke');
    const other = await colleague('other.three@uonbi.ac.ke');
    await ask(delegate.token, [
      { reference: declining.reference, email: 'declining.three@uonbi.ac.ke' },
      { reference: other.reference, email: 'other.three@uonbi.ac.ke' },
    ]);
    const [toDeclining] = await mailsTo('declining.three@uonbi.ac.ke', 1);
    const [toOther] = await mailsTo('other.three@uonbi.ac.ke', 1);
    const declined = await consent('/answer', {
      token: consentTokenIn(toDeclining!),
      answer: 'decline',
    });
    expect(declined.json()).toMatchObject({ message: groupInvoiceConsentMessages.declined });
    expect((await invoices(delegate.token)).groupRequest).toMatchObject({
      status: 'declined',
      colleagues: [
        { reference: declining.reference, answer: 'declined' },
        { reference: other.reference, answer: 'waiting' },
      ],
    });
    // The other colleague's link closed with the request.
    expect((await consent('', { token: consentTokenIn(toOther!) })).statusCode).toBe(404);
    const [told] = await mailsTo('lead.three@uonbi.ac.ke', 1);
    expect(told!.text).toContain(declining.reference);
    expect(told!.subject).toMatch(/recusou/);
  });

  it('lets a link expire after a week, and refuses an answer that is no answer', async () => {
    const delegate = await delegateWithLink('lead.four@uonbi.ac.ke');
    const late = await colleague('late.four@uonbi.ac.ke');
    await ask(delegate.token, [{ reference: late.reference, email: 'late.four@uonbi.ac.ke' }]);
    const token = consentTokenIn((await mailsTo('late.four@uonbi.ac.ke', 1))[0]!);
    const noAnswer = await consent('/answer', { token, answer: 'maybe' });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json()).toMatchObject({
      errors: { answer: groupInvoiceConsentMessages.answer },
    });
    expect((await consent('/answer', { token: null, answer: null })).statusCode).toBe(400);
    t.setNow('2025-07-22T10:00:01+03:00');
    try {
      const expired = await consent('/answer', { token, answer: 'agree' });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ message: groupInvoiceConsentMessages.linkExpired });
      // The access link of a week ago has expired too: the delegate asks for a new one.
      const later = await accessTokenFor(delegate.id);
      expect((await invoices(later)).groupRequest).toMatchObject({ status: 'expired' });
    } finally {
      t.setNow(now);
    }
  });

  it("refuses a request while the delegate's own registration is on a live group invoice", async () => {
    const delegate = await delegateWithLink('lead.five@uonbi.ac.ke');
    const mate = await colleague('mate.five@uonbi.ac.ke');
    await ask(delegate.token, [{ reference: mate.reference, email: 'mate.five@uonbi.ac.ke' }]);
    const token = consentTokenIn((await mailsTo('mate.five@uonbi.ac.ke', 1))[0]!);
    await consent('/answer', { token, answer: 'agree' });
    const second = await ask(delegate.token, [
      { reference: mate.reference, email: 'mate.five@uonbi.ac.ke' },
    ]);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(/is already on group invoice GRP-/);
  });

  it('ends the request refused, with the reason, when a registration was cancelled meanwhile', async () => {
    const delegate = await delegateWithLink('lead.six@uonbi.ac.ke');
    const leaving = await colleague('leaving.six@uonbi.ac.ke');
    await ask(delegate.token, [{ reference: leaving.reference, email: 'leaving.six@uonbi.ac.ke' }]);
    const token = consentTokenIn((await mailsTo('leaving.six@uonbi.ac.ke', 1))[0]!);
    const before = await groupInvoiceCount();
    await t.db.query('UPDATE registrations SET cancelled_at = NOW(3) WHERE id = ?', [leaving.id]);
    expect((await consent('/answer', { token, answer: 'agree' })).statusCode).toBe(200);
    expect(await groupInvoiceCount()).toBe(before);
    expect((await invoices(delegate.token)).groupRequest).toMatchObject({
      status: 'refused',
      reason: groupInvoiceMessages.cancelledRegistration(leaving.reference),
      colleagues: [{ reference: leaving.reference, answer: 'agreed' }],
    });
    const [told] = await mailsTo('lead.six@uonbi.ac.ke', 1);
    expect(told!.subject).toContain('could not be made');
  });
});
