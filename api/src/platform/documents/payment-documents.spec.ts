import { extractText, getDocumentProxy } from 'unpdf';
import { renderInvoice, renderReceipt, type Payer } from './payment-documents.js';

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const payer: Payer = {
  fullName: 'Dr. Adjoa Mensah-Bonsu',
  institution: 'Université Félix Houphouët-Boigny',
  country: "Côte d'Ivoire",
  email: 'adjoa@example.org',
};

describe('payment documents', () => {
  it('prints a receipt with its number, what it was for, the amount received and the balance', async () => {
    const pdf = await renderReceipt({
      receiptNumber: 'CAAWG11-R-0007',
      issuedAt: new Date('2025-08-05T09:00:00Z'),
      registrationReference: 'CAAWG11-0042',
      payer,
      fees: [{ description: 'Registration fee: Non-member, early bird', amountCents: 15000 }],
      payments: [
        {
          date: '2025-08-01',
          method: 'Cash',
          reference: 'DESK-1',
          amountCents: 2000,
        },
      ],
      balanceCents: 13000,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'African Association of Women in Geosciences',
      'Receipt',
      'No. CAAWG11-R-0007',
      'Issued 5 August 2025',
      'Dr. Adjoa Mensah-Bonsu',
      'Université Félix Houphouët-Boigny',
      "Côte d'Ivoire",
      'CAAWG11-0042',
      'Registration fee: Non-member, early bird',
      '$150.00',
      '1 August 2025, Cash, reference DESK-1',
      'Amount received $20.00',
      'Balance due $130.00',
      'A balance of $130.00 remains due',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('paid in full');
  });

  it('says the registration is paid in full when the payment leaves nothing due', async () => {
    const text = await textOf(
      await renderReceipt({
        receiptNumber: 'CAAWG11-R-0008',
        issuedAt: new Date('2025-08-06T09:00:00Z'),
        registrationReference: 'CAAWG11-0042',
        payer,
        fees: [{ description: 'Registration fee: Non-member, early bird', amountCents: 15000 }],
        payments: [
          { date: '2025-08-04', method: 'Bank transfer', reference: 'FT1', amountCents: 13000 },
        ],
        balanceCents: 0,
      }),
    );
    expect(text).toContain('Amount received $130.00');
    expect(text).toContain('Balance due $0.00');
    expect(text).toContain('Your registration is paid in full');
  });

  it('prints a pro-forma invoice with what is due, the deadline and the bank details', async () => {
    const text = await textOf(
      await renderInvoice({
        invoiceNumber: 'CAAWG11-PF-0042',
        issuedAt: new Date('2025-07-20T09:00:00Z'),
        registrationReference: 'CAAWG11-0042',
        payer,
        fees: [{ description: 'Registration fee: Non-member, early bird', amountCents: 15000 }],
        paidCents: 5000,
        dueDate: '2025-08-31',
      }),
    );
    for (const expected of [
      'Pro-forma invoice',
      'No. CAAWG11-PF-0042',
      'Bill to',
      'Total $150.00',
      'Already received $50.00',
      'Amount due $100.00',
      'Please pay by 31 August 2025.',
      'Stanbic Bank Uganda Limited',
      'SBICUGKX',
      'Quote CAAWG11-0042 as the transfer reference',
      'not a receipt',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
