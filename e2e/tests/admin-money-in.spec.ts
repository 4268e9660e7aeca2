import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { shellUrl } from '../ports';
import { mailsTo, register, waitForMail, type Registrant } from '../support/admin-journey';
import { attachScreenshot } from '../support/screenshots';
import { runId } from '../support/run-id';

/**
 * Money in without a spreadsheet, end to end: ten visitors register on the public site; finance
 * pauses the payment reminders, imports the bank's CAMT.053 and MT940 statements and a CSV in a
 * layout the product has never seen, reviews each transfer's outcome (a mangled reference, a
 * partial payment, an over-payment, a transfer booked before, a second transfer for a paid
 * registration, unrelated transfers) and books them. Exactly the registrations paid in full are
 * verified; every transfer booked gets its receipt, numbered one after another; importing a
 * statement again books nothing; once the reminders run again, only the unpaid and partial
 * payers are reminded.
 */

const run = runId();
/** Every registration made today is charged the standard non-member fee. */
const feeUsd = 200;

const names = [
  ['Amina', 'Okello'],
  ['Bisi', 'Adeyemi'],
  ['Chipo', 'Moyo'],
  ['Dalia', 'Haddad'],
  ['Efua', 'Asante'],
  ['Fanta', 'Keita'],
  ['Grace', 'Nakato'],
  ['Hawa', 'Sesay'],
  ['Imani', 'Wanjiru'],
  ['Jamila', 'Said'],
] as const;

const people: Registrant[] = names.map(([firstName, familyName], index) => ({
  firstName,
  familyName: `${familyName}${run}`,
  email: `money-in.${index + 1}.${run}@example.org`,
}));

/** Which transfer pays which registration, by index into `people`. */
const paidByCamt = 0;
const mangledInCamt = 1;
const partialInCamt = 2;
const overpaidInCamt = 3;
const paidByMt940 = 4;
const partialInMt940 = 5;
const paidByCsv = 6;
const neverPaid = [7, 8, 9];
const paidInFull = [paidByCamt, mangledInCamt, overpaidInCamt, paidByMt940, paidByCsv];
const stillOwing = [partialInCamt, partialInMt940, ...neverPaid];

function payer(index: number): string {
  const person = people[index]!;
  return `${person.firstName} ${person.familyName}`;
}

/** How payers and banks garble a quoted reference: lower case, spaces, letters for digits, a line break. */
function mangled(reference: string, breakAt = 0): string {
  const garbled = reference.toLowerCase().replace('-', ' - ').replace(/0/g, 'O').replace(/1/g, 'l');
  return breakAt > 0 ? `${garbled.slice(0, breakAt)}\n${garbled.slice(breakAt)}` : garbled;
}

function camtEntry(entry: {
  ref: string;
  amount: string;
  date: string;
  payer: string;
  remittance: string[];
}): string {
  return `
      <Ntry>
        <Amt Ccy="USD">${entry.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${entry.date}</Dt></BookgDt>
        <ValDt><Dt>${entry.date}</Dt></ValDt>
        <AcctSvcrRef>${entry.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${entry.ref}</AcctSvcrRef></Refs>
            <RltdPties><Dbtr><Pty><Nm>${entry.payer}</Nm></Pty></Dbtr></RltdPties>
            <RmtInf>${entry.remittance.map((part) => `<Ustrd>${part}</Ustrd>`).join('')}</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** The shared bank reference of the transfer that both the CAMT and the MT940 statement carry. */
const overlappingRef = `FT25217${run.slice(-4).toUpperCase()}`;

function camtStatement(references: string[]): string {
  const entries = [
    camtEntry({
      ref: overlappingRef,
      amount: '200.00',
      date: '2025-08-05',
      payer: payer(paidByCamt),
      remittance: [`Registration fee ${references[paidByCamt]}`],
    }),
    camtEntry({
      ref: `FT25217${run}B`,
      amount: '200.00',
      date: '2025-08-05',
      payer: payer(mangledInCamt),
      remittance: [`conference fee ${mangled(references[mangledInCamt]!, 6)}`],
    }),
    camtEntry({
      ref: `FT25217${run}C`,
      amount: '80.00',
      date: '2025-08-05',
      payer: payer(partialInCamt),
      remittance: [`${references[partialInCamt]} first part`],
    }),
    camtEntry({
      ref: `FT25217${run}D`,
      amount: '250.00',
      date: '2025-08-05',
      payer: payer(overpaidInCamt),
      remittance: [`CAAWG11 fee`, references[overpaidInCamt]!],
    }),
    camtEntry({
      ref: `FT25217${run}E`,
      amount: '1250.50',
      date: '2025-08-05',
      payer: 'Geological Society of Ghana',
      remittance: [`Field equipment ${run}`],
    }),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STM-${run}</MsgId><CreDtTm>2025-08-06T05:30:12+03:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${run}</Id>
      <CreDtTm>2025-08-06T05:30:12+03:00</CreDtTm>
      <Acct><Id><IBAN>UG00STAN0000009030012345678</IBAN></Id><Ccy>USD</Ccy></Acct>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** An MT940 statement; its balances add up, as a bank's do. */
function mt940Statement(references: string[]): string {
  const transfers = [
    {
      amount: 200,
      date: '0805',
      ref: overlappingRef,
      details: `/NAME/${payer(paidByCamt)}/REMI/Registration fee ${references[paidByCamt]}`,
    },
    {
      amount: 200,
      date: '0806',
      ref: `FT25218${run}F`,
      details: `/NAME/${payer(paidByMt940)}/REMI/REF ${mangled(references[paidByMt940]!)}`,
    },
    {
      amount: 100,
      date: '0806',
      ref: `FT25218${run}G`,
      details: `/NAME/${payer(partialInMt940)}/REMI/${references[partialInMt940]} half now`,
    },
  ];
  const opening = 1480;
  const closing = transfers.reduce((sum, transfer) => sum + transfer.amount, opening);
  const amount = (value: number) => `${value},00`;
  return [
    `:20:STMT${run}`,
    ':25:STANUGKA/9030012345678',
    ':28C:00216/001',
    `:60F:C250804USD${amount(opening)}`,
    ...transfers.flatMap((transfer) => [
      `:61:25${transfer.date}${transfer.date}C${amount(transfer.amount)}NTRFNONREF//${transfer.ref}`,
      `:86:${transfer.details}`,
    ]),
    `:62F:C250806USD${amount(closing)}`,
    '-',
    '',
  ].join('\r\n');
}

/** A bank's CSV export: its own header with the account in it, commas and quoted fields. */
function csvStatement(references: string[]): string {
  return [
    `Value Date,Transaction Details,Remitter,Withdrawals,Deposits,Balance on account 31${run}`,
    `07/08/2025,"CAAWG11 registration ${references[paidByCsv]}",${payer(paidByCsv)},,200.00,"3,680.00"`,
    `07/08/2025,"Again ${references[paidByCamt]} sorry",${payer(paidByCamt)},,200.00,"3,880.00"`,
    `07/08/2025,"Card payment, stationery",,45.10,,"3,834.90"`,
    `08/08/2025,"Consultancy ${run}",Kampala Rocks Ltd,,"2,500.00","6,334.90"`,
  ].join('\n');
}

async function registers(browser: Browser, person: Registrant): Promise<string> {
  const context = await browser.newContext({
    baseURL: shellUrl,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  try {
    return await register(page, person);
  } finally {
    await context.close();
  }
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function setRemindersPaused(page: Page, paused: boolean): Promise<void> {
  await openSection(page, 'Finance');
  const settings = page.getByRole('form', { name: 'Reminder settings' });
  await settings.getByLabel('Pause reminders').setChecked(paused);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Reminder settings saved.');
}

async function importStatement(
  page: Page,
  file: { name: string; mimeType: string; content: string },
): Promise<Locator> {
  await openSection(page, 'Bank statements');
  await page.getByLabel('Statement file (CSV, CAMT.053 or MT940)').setInputFiles({
    name: file.name,
    mimeType: file.mimeType,
    buffer: Buffer.from(file.content),
  });
  await page.getByRole('button', { name: 'Import statement' }).click();
  return page.getByRole('region', { name: 'Transfers' }).getByRole('row');
}

async function bookStatement(page: Page, transfers: number): Promise<void> {
  await page.getByRole('button', { name: 'Book payments' }).click();
  const confirm = page.getByRole('dialog', { name: 'Book these payments?' });
  await expect(confirm).toContainText(
    `${transfers} ${transfers === 1 ? 'transfer is' : 'transfers are'} booked as verified payments`,
  );
  await confirm.getByRole('button', { name: 'Book payments' }).click();
  await expect(page.getByText(/Booked .* by /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book payments' })).toHaveCount(0);
}

function rowOf(rows: Locator, text: string): Locator {
  return rows.filter({ hasText: text });
}

/** The payment status each of this run's registrations shows in the registrations list. */
async function paymentStatuses(page: Page): Promise<string[]> {
  await page.goto('/dashboard/registrations');
  await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(run);
  await page.getByRole('button', { name: 'Search' }).click();
  const statuses: string[] = [];
  for (const person of people) {
    const row = page.getByRole('row').filter({ hasText: person.email });
    await expect(row).toHaveCount(1);
    const status = await row
      .getByText(/^(Verified|Pending|Rejected)$/)
      .first()
      .textContent();
    statuses.push(status ?? '');
  }
  return statuses;
}

function receiptNumberIn(text: string | undefined): number {
  const number = /Your receipt \S+-R-(\d+)/.exec(text ?? '')?.[1];
  expect(number, 'a receipt number in the confirmation').toBeTruthy();
  return Number(number);
}

test.describe('money in from bank statements', () => {
  // Ten registrations through the robot check, three imports and the worker's schedule.
  test.describe.configure({ timeout: 600_000 });

  test('three statements matched, booked once, receipts numbered, reminders only to those who owe', async ({
    page,
    browser,
  }, testInfo) => {
    await setRemindersPaused(page, true);
    try {
      const references: string[] = [];
      for (const person of people) references.push(await registers(browser, person));
      const referenceOf = (index: number) => references[index]!;

      // CAMT.053: paid in full, a mangled reference, a partial payment, an over-payment, and a
      // transfer that is none of the conference's.
      let rows = await importStatement(page, {
        name: `stanbic-${run}.xml`,
        mimeType: 'application/xml',
        content: camtStatement(references),
      });
      await expect(page.getByRole('heading', { name: `stanbic-${run}.xml` })).toBeVisible();
      await expect(rows).toHaveCount(6);
      await expect(rowOf(rows, payer(paidByCamt))).toContainText('Paid in full');
      await expect(rowOf(rows, payer(paidByCamt))).toContainText(referenceOf(paidByCamt));
      await expect(rowOf(rows, payer(mangledInCamt))).toContainText('Paid in full');
      await expect(rowOf(rows, payer(mangledInCamt))).toContainText(referenceOf(mangledInCamt));
      await expect(rowOf(rows, payer(partialInCamt))).toContainText('Partial payment');
      await expect(rowOf(rows, payer(partialInCamt))).toContainText('Still due 120.00 USD');
      await expect(rowOf(rows, payer(overpaidInCamt))).toContainText('Over-paid: refund due');
      await expect(rowOf(rows, payer(overpaidInCamt))).toContainText('Refund 50.00 USD');
      const unrelated = rowOf(rows, `Field equipment ${run}`);
      await expect(unrelated).toContainText('No reference found');
      await attachScreenshot(page, testInfo, 'CAMT.053 review', { fullPage: true });
      await unrelated.getByRole('button', { name: /^Set aside the transfer/ }).click();
      const aside = page.getByRole('dialog', { name: 'Set this transfer aside' });
      await aside.getByLabel('Why is it set aside?').fill('Grant for field equipment');
      await aside.getByRole('button', { name: 'Set aside' }).click();
      await expect(unrelated).toContainText('Set aside: Grant for field equipment');
      await bookStatement(page, 4);

      // MT940 of an overlapping period: the first transfer was booked from the CAMT statement.
      rows = await importStatement(page, {
        name: `stanbic-${run}.sta`,
        mimeType: 'application/octet-stream',
        content: mt940Statement(references),
      });
      await expect(page.getByRole('heading', { name: `stanbic-${run}.sta` })).toBeVisible();
      await expect(rows).toHaveCount(4);
      await expect(rowOf(rows, payer(paidByCamt))).toContainText('Booked before');
      await expect(rowOf(rows, payer(paidByMt940))).toContainText('Paid in full');
      await expect(rowOf(rows, payer(paidByMt940))).toContainText(referenceOf(paidByMt940));
      await expect(rowOf(rows, payer(partialInMt940))).toContainText('Partial payment');
      await expect(rowOf(rows, payer(partialInMt940))).toContainText('Still due 100.00 USD');
      await attachScreenshot(page, testInfo, 'MT940 review', { fullPage: true });
      await bookStatement(page, 2);

      // A CSV layout never seen before: its columns are mapped once.
      await importStatement(page, {
        name: `centenary-${run}.csv`,
        mimeType: 'text/csv',
        content: csvStatement(references),
      });
      const mapping = page.getByRole('form', { name: 'Map the columns of this bank’s CSV' });
      await mapping.getByLabel('Date column').selectOption('Value Date');
      await mapping.getByLabel('Amount column (money received)').selectOption('Deposits');
      await mapping
        .getByLabel('Reference or description column')
        .selectOption('Transaction Details');
      await mapping.getByLabel('Payer name column').selectOption('Remitter');
      await mapping.getByLabel('Account currency').fill('USD');
      await mapping.getByLabel('How dates are written').selectOption('DD/MM/YYYY');
      await mapping.getByLabel('Decimal separator').selectOption('.');
      await mapping.getByRole('button', { name: 'Import with these columns' }).click();
      await expect(page.getByRole('heading', { name: `centenary-${run}.csv` })).toBeVisible();
      rows = page.getByRole('region', { name: 'Transfers' }).getByRole('row');
      await expect(rows).toHaveCount(4);
      await expect(rowOf(rows, payer(paidByCsv))).toContainText('Paid in full');
      await expect(rowOf(rows, payer(paidByCamt))).toContainText(
        'Already paid: possible duplicate',
      );
      await expect(rowOf(rows, `Consultancy ${run}`)).toContainText('No reference found');
      await attachScreenshot(page, testInfo, 'CSV review', { fullPage: true });
      await bookStatement(page, 1);

      const expected = people.map((_, index) =>
        paidInFull.includes(index) ? 'Verified' : 'Pending',
      );
      expect(await paymentStatuses(page)).toEqual(expected);

      // Each registration paid in full has its confirmation with a receipt, and each part
      // payment its own receipt with the balance still due; the numbers follow on.
      const receipts: number[] = [];
      for (const index of paidInFull) {
        const mail = await waitForMail(
          page,
          people[index]!.email,
          `Registration confirmed: payment verified (${referenceOf(index)})`,
        );
        receipts.push(receiptNumberIn(mail.text));
      }
      for (const index of [partialInCamt, partialInMt940]) {
        const mail = await waitForMail(page, people[index]!.email, 'Payment received:');
        expect(mail.subject).toContain(`still due (${referenceOf(index)})`);
        receipts.push(receiptNumberIn(mail.text));
      }
      const sorted = [...receipts].sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, position) => sorted[0]! + position));

      // The same CAMT statement again: every transfer was booked before, so nothing is.
      rows = await importStatement(page, {
        name: `stanbic-${run}.xml`,
        mimeType: 'application/xml',
        content: camtStatement(references),
      });
      await expect(rows).toHaveCount(6);
      for (const index of [paidByCamt, mangledInCamt, partialInCamt, overpaidInCamt]) {
        await expect(rowOf(rows, payer(index))).toContainText('Booked before');
      }
      await bookStatement(page, 0);
      expect(await paymentStatuses(page)).toEqual(expected);

      // Finance sees who the next run reminds while the reminders are paused.
      await openSection(page, 'Finance');
      const upcoming = page.getByRole('table', { name: 'Next reminders' });
      for (const index of stillOwing) {
        await expect(upcoming.getByRole('row').filter({ hasText: referenceOf(index) })).toHaveCount(
          1,
        );
      }
      for (const index of paidInFull) {
        await expect(upcoming.getByRole('row').filter({ hasText: referenceOf(index) })).toHaveCount(
          0,
        );
      }
      await attachScreenshot(page, testInfo, 'next reminders', { fullPage: true });

      await setRemindersPaused(page, false);
      const reminded = await Promise.all(
        stillOwing.map((index) =>
          waitForMail(page, people[index]!.email, `registration ${referenceOf(index)}: `),
        ),
      );
      expect(reminded[0]?.subject).toContain('$120.00');
      expect(reminded[1]?.subject).toContain('$100.00');
      expect(reminded[2]?.subject).toContain(`$${feeUsd}.00`);
      // One more run of the schedule (every few seconds here) reminds nobody who has paid.
      await page.waitForTimeout(12_000);
      for (const index of paidInFull) {
        expect(await mailsTo(page, people[index]!.email, 'due by')).toHaveLength(0);
      }
      for (const index of paidInFull) {
        expect(
          await mailsTo(page, people[index]!.email, 'Registration confirmed: payment verified'),
        ).toHaveLength(1);
      }
    } finally {
      await setRemindersPaused(page, false);
    }
  });
});
