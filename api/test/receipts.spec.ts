import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { receiptLabel, ReceiptsService } from '../src/documents/receipts.service.js';
import { insertRegistration } from './support/admin-fixtures.js';
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

  it('issues one receipt per registration, however often it is asked', async () => {
    const registrationId = await insertRegistration(t);
    const first = await dataSource.transaction((manager) =>
      receipts.issueOnce(manager, registrationId, 15000),
    );
    const again = await dataSource.transaction((manager) =>
      receipts.issueOnce(manager, registrationId, 15000),
    );
    expect(again).toEqual(first);
  });

  it('numbers receipts one after the other, with no gap when a transaction rolls back', async () => {
    const [a, b, c] = [
      await insertRegistration(t),
      await insertRegistration(t),
      await insertRegistration(t),
    ];
    const issued = await dataSource.transaction((manager) => receipts.issueOnce(manager, a, 15000));
    await expect(
      dataSource.transaction(async (manager) => {
        await receipts.issueOnce(manager, b, 15000);
        throw new Error('the booking failed after the receipt');
      }),
    ).rejects.toThrow('the booking failed');
    const next = await dataSource.transaction((manager) => receipts.issueOnce(manager, c, 15000));
    expect(next.number).toBe(issued.number + 1);
    expect(await dataSource.transaction((manager) => receipts.find(manager, b))).toBeNull();
  });

  it('gives concurrent issuers distinct consecutive numbers', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => insertRegistration(t)));
    const issued = await Promise.all(
      ids.map((id) => dataSource.transaction((manager) => receipts.issueOnce(manager, id, 10000))),
    );
    const numbers = issued.map((receipt) => receipt.number).sort((x, y) => x - y);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => first + index));
  });

  it('prints numbers with the edition', () => {
    expect(receiptLabel(7)).toBe('CAAWG11-R-0007');
  });
});
