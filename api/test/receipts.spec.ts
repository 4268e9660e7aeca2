import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { receiptLabel, ReceiptsService } from '../src/platform/documents/receipts.service.js';
import { insertPayment, insertRegistration } from './support/admin-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('receipt numbers', () => {
  let t: TestApp;
  let receipts: ReceiptsService;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    receipts = t.app.get(ReceiptsService);
    dataSource = t.app.get<DataSource>(getDataSourceToken());
  });

  afterAll(async () => {
    await t.close();
  });

  /** A registration with one verified payment, and the receipt that payment would get. */
  async function paidRegistration(amountCents = 15000) {
    const registrationId = await insertRegistration(t);
    const paymentId = await insertPayment(t, registrationId, {
      status: 'verified',
      amount: amountCents / 100,
    });
    return { registrationId, paymentId, amountCents, balanceCents: 15000 - amountCents };
  }

  it('issues one receipt per payment, however often it is asked', async () => {
    const receipt = await paidRegistration();
    const first = await dataSource.transaction((manager) => receipts.issueOnce(manager, receipt));
    const again = await dataSource.transaction((manager) => receipts.issueOnce(manager, receipt));
    expect(again).toEqual(first);
  });

  it('gives each payment of a registration its own receipt, the newest found first', async () => {
    const part = await paidRegistration(2000);
    const rest = {
      ...part,
      paymentId: await insertPayment(t, part.registrationId, { status: 'verified', amount: 130 }),
      amountCents: 13000,
      balanceCents: 0,
    };
    const first = await dataSource.transaction((manager) => receipts.issueOnce(manager, part));
    const second = await dataSource.transaction((manager) => receipts.issueOnce(manager, rest));
    expect(second.number).toBe(first.number + 1);
    expect(second).toMatchObject({ amountCents: 13000, balanceCents: 0 });
    expect(
      await dataSource.transaction((manager) => receipts.newest(manager, part.registrationId)),
    ).toEqual(second);
  });

  it('numbers receipts one after the other, with no gap when a transaction rolls back', async () => {
    const [a, b, c] = [
      await paidRegistration(),
      await paidRegistration(),
      await paidRegistration(),
    ];
    const issued = await dataSource.transaction((manager) => receipts.issueOnce(manager, a));
    await expect(
      dataSource.transaction(async (manager) => {
        await receipts.issueOnce(manager, b);
        throw new Error('the booking failed after the receipt');
      }),
    ).rejects.toThrow('the booking failed');
    const next = await dataSource.transaction((manager) => receipts.issueOnce(manager, c));
    expect(next.number).toBe(issued.number + 1);
    expect(
      await dataSource.transaction((manager) => receipts.forPayment(manager, b.paymentId)),
    ).toBeNull();
  });

  it('gives concurrent issuers distinct consecutive numbers', async () => {
    const paid = await Promise.all(Array.from({ length: 8 }, () => paidRegistration(10000)));
    const issued = await Promise.all(
      paid.map((receipt) =>
        dataSource.transaction((manager) => receipts.issueOnce(manager, receipt)),
      ),
    );
    const numbers = issued.map((receipt) => receipt.number).sort((x, y) => x - y);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => first + index));
  });

  it('prints numbers with the edition', () => {
    expect(receiptLabel(7)).toBe('CAAWG11-R-0007');
  });
});
