import { messages } from './messages.js';
import { checkProofFile, paymentAmountMessage, validatePaymentProof } from './validation.js';

const pdf = { name: 'transfer.PDF', size: 1000 };
const valid = {
  method: 'bank-transfer',
  reference: 'FT25213XYZ',
  amount: '150',
  paymentDate: '2025-07-20',
} as const;

describe('validatePaymentProof', () => {
  it('accepts a complete proof', () => {
    expect(validatePaymentProof(valid, pdf)).toEqual({});
    expect(validatePaymentProof({ ...valid, amount: '150.50' }, pdf)).toEqual({});
  });

  it('requires every field and the file', () => {
    expect(
      validatePaymentProof(
        { method: '' as never, reference: ' ', amount: '', paymentDate: '' },
        null,
      ),
    ).toEqual({
      method: messages.required,
      reference: messages.required,
      amount: messages.required,
      paymentDate: messages.required,
      proofFile: messages.required,
    });
  });

  it('refuses an unknown method, a non-positive or malformed amount and a bad date', () => {
    const errors = validatePaymentProof(
      { ...valid, method: 'cheque' as never, amount: '0', paymentDate: '20/07/2025' },
      pdf,
    );
    expect(errors).toEqual({
      method: messages.invalidChoice,
      amount: paymentAmountMessage,
      paymentDate: messages.invalidDate,
    });
    expect(validatePaymentProof({ ...valid, amount: '1.234' }, pdf).amount).toBe(
      paymentAmountMessage,
    );
    expect(validatePaymentProof({ ...valid, amount: '-5' }, pdf).amount).toBe(paymentAmountMessage);
  });
});

describe('checkProofFile', () => {
  it('accepts PDF, JPEG and PNG up to 5 MB', () => {
    for (const name of ['a.pdf', 'a.jpg', 'a.jpeg', 'a.png']) {
      expect(checkProofFile({ name, size: 5_242_880 })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(checkProofFile({ name: 'a.docx', size: 10 })).toBe(messages.proofFileType);
    expect(checkProofFile({ name: 'a.png', size: 5_242_881 })).toBe(messages.proofFileSize);
  });
});
