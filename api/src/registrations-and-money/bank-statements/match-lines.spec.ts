import { lineKeys, matchLines, type RegistrationBalance } from './match-lines.js';
import type { StatementLine } from './statement-line.js';

const fee = 15000;

function line(description: string, amountCents: number, extra: Partial<StatementLine> = {}) {
  return {
    date: '2025-08-04',
    amountCents,
    currency: 'USD',
    description,
    payerName: 'A Payer',
    bankReference: '',
    ...extra,
  };
}

function balances(...registrations: Array<Partial<RegistrationBalance> & { id: number }>) {
  return new Map(
    registrations.map((registration) => [
      registration.id,
      { feeCents: fee, paidCents: 0, currency: 'USD', ...registration },
    ]),
  );
}

describe('matchLines', () => {
  it('tells paid, partial, over-paid, already paid and unmatched apart', () => {
    const matched = matchLines(
      [
        line('CAAWG11-0001', 15000),
        line('caawg11 0O02', 9000),
        line('CAAWG11-0003', 20000),
        line('CAAWG11-0004', 15000),
        line('rent for August', 15000),
        line('CAAWG11-0999', 15000),
      ],
      balances({ id: 1 }, { id: 2 }, { id: 3 }, { id: 4, paidCents: 15000 }),
      new Set(),
    );
    expect(
      matched.map((match) => [match.outcome, match.registrationId, match.dueAfterCents]),
    ).toEqual([
      ['paid', 1, 0],
      ['partial', 2, 6000],
      ['overpaid', 3, -5000],
      ['already-paid', 4, 0],
      ['unmatched', null, null],
      ['unmatched', null, null],
    ]);
  });

  it('adds up two transfers for one registration in statement order', () => {
    const matched = matchLines(
      [line('CAAWG11-0002 part 1', 9000), line('CAAWG11-0002 rest', 6000)],
      balances({ id: 2 }),
      new Set(),
    );
    expect(matched.map((match) => match.outcome)).toEqual(['partial', 'paid']);
  });

  it('counts what was paid before the statement', () => {
    const [match] = matchLines(
      [line('CAAWG11-0002', 6000)],
      balances({ id: 2, paidCents: 9000 }),
      new Set(),
    );
    expect(match?.outcome).toBe('paid');
  });

  it('leaves a transfer in another currency to the officer', () => {
    const [match] = matchLines(
      [line('CAAWG11-0001', 55000000, { currency: 'UGX' })],
      balances({ id: 1 }),
      new Set(),
    );
    expect(match?.outcome).toBe('unmatched');
  });

  it('marks a line imported before as a duplicate, and books nothing for it', () => {
    const lines = [line('CAAWG11-0001', 15000, { bankReference: 'FT1' })];
    const [key] = lineKeys(lines);
    const [match] = matchLines(lines, balances({ id: 1 }), new Set([key!]));
    expect(match).toMatchObject({ outcome: 'duplicate', registrationId: null });
  });

  it('picks the quoted number that is a registration when a bank split the number', () => {
    const [match] = matchLines([line('CAAWG11-1234 5', 15000)], balances({ id: 12345 }), new Set());
    expect(match?.registrationId).toBe(12345);
  });
});

describe('lineKeys', () => {
  it('gives the same line in two overlapping statements the same key', () => {
    const first = [line('CAAWG11-0001', 15000), line('CAAWG11-0002', 15000)];
    const second = [line('CAAWG11-0002', 15000), line('CAAWG11-0003', 15000)];
    expect(lineKeys(second)[0]).toBe(lineKeys(first)[1]);
  });

  it('keeps two equal transfers in one statement apart', () => {
    const [first, second] = lineKeys([line('CAAWG11-0001', 7500), line('CAAWG11-0001', 7500)]);
    expect(first).not.toBe(second);
  });

  it('prefers the bank’s own reference over the words, which banks re-wrap', () => {
    const [wrapped] = lineKeys([line('CAAWG11-\n0001', 15000, { bankReference: 'FT1' })]);
    const [flat] = lineKeys([line('CAAWG11-0001', 15000, { bankReference: 'FT1' })]);
    expect(wrapped).toBe(flat);
  });
});
