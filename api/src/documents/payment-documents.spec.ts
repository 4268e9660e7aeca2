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
  it('prints a receipt with its number, the fee, each payment and the zero balance', async () => {
    const pdf = await renderReceipt({
      receiptNumber: 'CAAWG11-R-0007',
      issuedAt: new Date('2025-08-05T09:00:00Z'),
      registrationReference: 'CAAWG11-0042',
      payer,
      fees: [{ description: 'Registration fee: Non-member, early bird', amountCents: 15000 }],
      payments: [
        {
          date: '2025-08-01',
          method: 'Bank transfer',
          reference: 'FT25213XY01',
          amountCents: 9000,
        },
        {
          date: '2025-08-04',
          method: 'Bank transfer',
          reference: 'FT25216XY02',
          amountCents: 6000,
        },
      ],
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
      '1 August 2025, Bank transfer, reference FT25213XY01',
      '$90.00',
      '$60.00',
      'Balance $0.00',
      'Your registration is paid in full',
    ]) {
      expect(text).toContain(expected);
    }
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
