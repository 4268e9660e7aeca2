import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  conferenceDayOf,
  financeReportMessages,
  paymentReminderMessages,
  type FinanceReport,
  type PaymentReminderSettings,
  type PaymentRemindersView,
  type UpcomingReminder,
} from '@caawg11/conference';
import { apiCallOf, renderAdmin, signedIn, type ApiCall } from '../../../testing/render-admin';

const reportPath = '/api/admin/payments/finance-report';
const exportPath = '/api/admin/payments/finance-report/export';
const remindersPath = '/api/admin/payment-reminders';
const settingsPath = '/api/admin/payment-reminders/settings';

function report(overrides: Partial<FinanceReport> = {}): FinanceReport {
  return {
    from: '2025-06-01',
    to: '2025-06-30',
    receivedByDay: [
      { date: '2025-06-10', payments: 2, amountUsd: '160.10' },
      { date: '2025-06-12', payments: 2, amountUsd: '1180.20' },
    ],
    receivedByTypeAndMethod: [
      { participantCategory: 'member', method: 'bank-transfer', payments: 1, amountUsd: '100.00' },
      {
        participantCategory: 'non-member',
        method: 'bank-transfer',
        payments: 2,
        amountUsd: '1180.20',
      },
      {
        participantCategory: 'non-member',
        method: 'mobile-money',
        payments: 1,
        amountUsd: '60.10',
      },
    ],
    outstanding: [
      {
        registrationId: '12',
        reference: 'CAAWG11-0402',
        name: 'Dr. Grace Auma',
        email: 'grace@example.org',
        feeUsd: '150.00',
        paidUsd: '90.30',
        balanceUsd: '59.70',
      },
    ],
    refundedByDay: [{ date: '2025-06-20', refunds: 1, amountUsd: '20.00' }],
    refundsDue: [],
    totals: {
      receivedUsd: '1340.30',
      refundedUsd: '20.00',
      netReceivedUsd: '1320.30',
      outstandingUsd: '59.70',
      refundsDueUsd: '0.00',
    },
    ...overrides,
  };
}

const settings: PaymentReminderSettings = {
  dueDays: 14,
  finalDeadline: '2025-09-15',
  remindDaysBefore: 3,
  intervalDays: 7,
  maxReminders: 3,
  paused: false,
};

function upcoming(overrides: Partial<UpcomingReminder> = {}): UpcomingReminder {
  return {
    registrationId: '21',
    reference: 'CAAWG11-0501',
    name: 'Ms. Ruth Achieng',
    email: 'ruth@example.org',
    dueDate: '2025-07-15',
    feeUsd: '150.00',
    paidUsd: '50.25',
    amountDueUsd: '99.75',
    remindersSent: 1,
    ...overrides,
  };
}

function remindersView(overrides: Partial<PaymentRemindersView> = {}): PaymentRemindersView {
  return { settings, upcoming: [], sentCount: 4, nextRunAt: null, ...overrides };
}

const ok = (data: unknown) => ({ body: { success: true, message: 'OK', data } });

function callsTo(calls: ApiCall[], method: string, path: string): ApiCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}

function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('Finance', () => {
  it('is in the side bar and opens month to date, with every table of the report', async () => {
    const calls = signedIn({
      [`GET ${reportPath}`]: ok(report()),
      [`GET ${remindersPath}`]: ok(remindersView()),
    });
    renderAdmin('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Finance' }));
    expect(await screen.findByRole('heading', { name: 'Finance', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Finance report' })).toBeInTheDocument();

    const today = conferenceDayOf(new Date());
    expect(screen.getByLabelText('From')).toHaveValue(`${today.slice(0, 8)}01`);
    expect(screen.getByLabelText('To')).toHaveValue(today);
    await screen.findByRole('table', { name: 'Received by day' });
    const first = callsTo(calls, 'GET', reportPath)[0];
    expect(first?.search.get('from')).toBe(`${today.slice(0, 8)}01`);
    expect(first?.search.get('to')).toBe(today);
    expect(first?.authorization).toBe('Bearer test-token');

    expect(screen.getByText('From 1 Jun 2025 to 30 Jun 2025')).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Totals' }).closest('section')!;
    expect(within(totals).getByText('Received').nextSibling).toHaveTextContent('$1,340.30 USD');
    expect(within(totals).getByText('Refunded').nextSibling).toHaveTextContent('$20.00 USD');
    expect(within(totals).getByText('Net received').nextSibling).toHaveTextContent('$1,320.30 USD');
    expect(within(totals).getByText('Outstanding').nextSibling).toHaveTextContent('$59.70 USD');
    expect(within(totals).getByText('Refunds due').nextSibling).toHaveTextContent('$0.00 USD');

    expect(tableRows('Received by day')).toEqual([
      ['Day', 'Payments', 'Amount'],
      ['10 Jun 2025', '2', '$160.10 USD'],
      ['12 Jun 2025', '2', '$1,180.20 USD'],
    ]);
    expect(tableRows('Received by registration type')).toEqual([
      ['Registration type', 'Payments', 'Amount'],
      ['AAWG member', '1', '$100.00 USD'],
      ['Non-member', '3', '$1,240.30 USD'],
    ]);
    expect(tableRows('Received by method')).toEqual([
      ['Method', 'Payments', 'Amount'],
      ['Bank transfer', '3', '$1,280.20 USD'],
      ['Mobile money', '1', '$60.10 USD'],
    ]);
    expect(tableRows('Refunded by day')).toEqual([
      ['Day', 'Refunds', 'Amount'],
      ['20 Jun 2025', '1', '$20.00 USD'],
    ]);
    expect(tableRows('Outstanding balances')).toEqual([
      ['Registrant', 'Reference', 'Fee', 'Paid', 'Balance due'],
      [
        'Dr. Grace Aumagrace@example.org',
        'CAAWG11-0402',
        '$150.00 USD',
        '$90.30 USD',
        '$59.70 USD',
      ],
    ]);
    expect(tableRows('Refunds due')).toEqual([
      ['Registrant', 'Reference', 'Fee', 'Paid', 'To refund'],
      ['Nobody is owed a refund at the end of these days.'],
    ]);
  });

  it('checks the range with the shared rules before it asks for a report', async () => {
    const calls = signedIn({
      [`GET ${reportPath}`]: ({ url }) =>
        ok(report({ from: url.searchParams.get('from')!, to: url.searchParams.get('to')! })),
      [`GET ${remindersPath}`]: ok(remindersView()),
    });
    renderAdmin('/dashboard/finance');
    await screen.findByRole('table', { name: 'Received by day' });
    const asked = () => callsTo(calls, 'GET', reportPath).length;
    expect(asked()).toBe(1);

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText(financeReportMessages.rangeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      financeReportMessages.rangeRequired,
    );

    await userEvent.type(screen.getByLabelText('From'), '2025-07-10');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText(financeReportMessages.rangeOrder)).toBeInTheDocument();
    expect(screen.queryByText(financeReportMessages.rangeRequired)).not.toBeInTheDocument();
    expect(asked()).toBe(1);

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2025-07-31');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText('From 10 Jul 2025 to 31 Jul 2025')).toBeInTheDocument();
    expect(screen.queryByText(financeReportMessages.rangeOrder)).not.toBeInTheDocument();
    const last = callsTo(calls, 'GET', reportPath).at(-1);
    expect(last?.search.toString()).toBe('from=2025-07-10&to=2025-07-31');
  });

  it('replaces the report with the Error panel when it cannot be loaded, an older one too', async () => {
    let fail = false;
    signedIn({
      [`GET ${reportPath}`]: () =>
        fail ? { status: 500, body: { success: false, message: 'Database down' } } : ok(report()),
      [`GET ${remindersPath}`]: ok(remindersView()),
    });
    renderAdmin('/dashboard/finance');
    await screen.findByRole('table', { name: 'Received by day' });

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Error${financeReportMessages.loadFailed}`);
    expect(screen.queryByRole('table', { name: 'Received by day' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2025-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Received by day' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`Error${financeReportMessages.loadFailed}`);
  });

  describe('downloads', () => {
    let saved: { name: string; blob: Blob }[];

    /** jsdom's Blob has no text() under every Node release; its FileReader reads any of them. */
    function textOf(blob: Blob): Promise<string> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(reader.error ?? new Error('The download could not be read'));
        reader.readAsText(blob);
      });
    }
    let blobs: Blob[];

    beforeEach(() => {
      saved = [];
      blobs = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:finance-report';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, blob: blobs.at(-1)! });
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    /** The api names the file in Content-Disposition, which the shared fetch mock does not send. */
    function withExportFiles(calls: ApiCall[]): void {
      const answer = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(
          input instanceof Request ? input.url : input.toString(),
          'http://localhost',
        );
        if (url.pathname !== exportPath) return answer(input, init);
        calls.push(apiCallOf(url, init, undefined));
        const format = url.searchParams.get('format');
        return new Response(`${format} of the report`, {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="finance-report-20251125.${format}"`,
          },
        });
      });
    }

    it('downloads the report shown as CSV and XLSX, named by the api', async () => {
      const calls = signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(remindersView()),
      });
      withExportFiles(calls);
      renderAdmin('/dashboard/finance');
      await screen.findByRole('table', { name: 'Received by day' });

      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const csv = callsTo(calls, 'GET', exportPath)[0]!;
      expect(`${csv.path}?${csv.search.toString()}`).toBe(
        `${exportPath}?format=csv&from=2025-06-01&to=2025-06-30`,
      );
      expect(csv.authorization).toBe('Bearer test-token');
      expect(saved[0]!.name).toBe('finance-report-20251125.csv');
      expect(await textOf(saved[0]!.blob)).toBe('csv of the report');

      await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(callsTo(calls, 'GET', exportPath)[1]?.search.get('format')).toBe('xlsx');
      expect(saved[1]!.name).toBe('finance-report-20251125.xlsx');
    });

    it('tells when a download fails', async () => {
      signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(remindersView()),
        [`GET ${exportPath}`]: { status: 500, body: { success: false, message: 'Failed' } },
      });
      renderAdmin('/dashboard/finance');
      await screen.findByRole('table', { name: 'Received by day' });
      await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The download failed. Please try again.',
      );
      expect(saved).toHaveLength(0);
    });
  });

  describe('payment reminders', () => {
    it('shows the settings and who is next, and says when nobody is due', async () => {
      signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(remindersView()),
      });
      renderAdmin('/dashboard/finance');
      expect(await screen.findByLabelText('Days to pay after registering')).toHaveValue(14);
      expect(screen.getByRole('heading', { name: 'Payment reminders' })).toBeInTheDocument();
      expect(screen.getByLabelText('Final payment deadline')).toHaveValue('2025-09-15');
      expect(screen.getByLabelText('First reminder, days before the due date')).toHaveValue(3);
      expect(screen.getByLabelText('Days between reminders')).toHaveValue(7);
      expect(screen.getByLabelText('Most reminders per registration')).toHaveValue(3);
      expect(screen.getByLabelText('Pause reminders')).not.toBeChecked();
      expect(tableRows('Next reminders')).toEqual([
        ['Registrant', 'Reference', 'Due date', 'Amount due', 'Next reminder', 'Reminders sent'],
        ['Nobody is due a reminder.'],
      ]);
      expect(
        screen.getByText('Next run: At the next run. Reminders sent so far: 4'),
      ).toBeInTheDocument();
    });

    it('lists the registrations the next run reminds, with the time of that run', async () => {
      signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(
          remindersView({ upcoming: [upcoming()], nextRunAt: '2025-07-10T06:00:00.000Z' }),
        ),
      });
      renderAdmin('/dashboard/finance');
      await screen.findByRole('table', { name: 'Next reminders' });
      expect(tableRows('Next reminders')[1]).toEqual([
        'Ms. Ruth Achiengruth@example.org',
        'CAAWG11-0501',
        '15 Jul 2025',
        '$99.75 USD',
        '10 Jul 2025, 09:00',
        '1',
      ]);
      expect(
        screen.getByText('Next run: 10 Jul 2025, 09:00. Reminders sent so far: 4'),
      ).toBeInTheDocument();
    });

    it('says the reminders are paused, whatever the schedule', async () => {
      signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(
          remindersView({
            settings: { ...settings, paused: true },
            upcoming: [upcoming()],
            nextRunAt: '2025-07-10T06:00:00.000Z',
          }),
        ),
      });
      renderAdmin('/dashboard/finance');
      await screen.findByRole('table', { name: 'Next reminders' });
      expect(tableRows('Next reminders')[1]?.[4]).toBe('Paused');
      expect(screen.getByText('Next run: Paused. Reminders sent so far: 4')).toBeInTheDocument();
    });

    it('saves the settings and confirms it', async () => {
      const calls = signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(remindersView({ upcoming: [upcoming()] })),
        [`PUT ${settingsPath}`]: ({ body }) =>
          ok(remindersView({ settings: body as PaymentReminderSettings })),
      });
      renderAdmin('/dashboard/finance');
      const interval = await screen.findByLabelText('Days between reminders');
      await userEvent.clear(interval);
      await userEvent.type(interval, '5');
      await userEvent.clear(screen.getByLabelText('Final payment deadline'));
      await userEvent.type(screen.getByLabelText('Final payment deadline'), '2025-09-20');
      await userEvent.click(screen.getByLabelText('Pause reminders'));
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Reminder settings saved.');
      expect(callsTo(calls, 'PUT', settingsPath)[0]?.body).toEqual({
        ...settings,
        intervalDays: 5,
        finalDeadline: '2025-09-20',
        paused: true,
      });
      expect(screen.getByLabelText('Pause reminders')).toBeChecked();
      expect(screen.getByLabelText('Days between reminders')).toHaveValue(5);
      expect(tableRows('Next reminders')).toEqual([
        expect.any(Array),
        ['Nobody is due a reminder.'],
      ]);
    });

    it('refuses what the shared rules refuse, before sending', async () => {
      const calls = signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(remindersView()),
      });
      renderAdmin('/dashboard/finance');
      const most = await screen.findByLabelText('Most reminders per registration');
      await userEvent.clear(most);
      await userEvent.type(most, '11');
      await userEvent.clear(screen.getByLabelText('Days to pay after registering'));
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(most).toHaveAccessibleDescription(paymentReminderMessages.maxReminders);
      expect(screen.getByLabelText('Days to pay after registering')).toHaveAccessibleDescription(
        paymentReminderMessages.wholeDays,
      );
      expect(callsTo(calls, 'PUT', settingsPath)).toHaveLength(0);
    });

    it("puts the api's field messages on their fields, and says when saving failed", async () => {
      let answer: 'refused' | 'down' = 'refused';
      signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: ok(remindersView()),
        [`PUT ${settingsPath}`]: () =>
          answer === 'refused'
            ? {
                status: 400,
                body: {
                  success: false,
                  message: 'Validation failed',
                  errors: { finalDeadline: paymentReminderMessages.finalDeadline },
                },
              }
            : { status: 503, body: { success: false, message: 'Unavailable' } },
      });
      renderAdmin('/dashboard/finance');
      await screen.findByLabelText('Final payment deadline');
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Final payment deadline')).toHaveAccessibleDescription(
          paymentReminderMessages.finalDeadline,
        ),
      );
      expect(screen.queryByText(paymentReminderMessages.saveFailed)).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      answer = 'down';
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText(paymentReminderMessages.saveFailed)).toHaveAttribute(
        'role',
        'alert',
      );
      expect(screen.queryByText('Reminder settings saved.')).not.toBeInTheDocument();
    });

    it('says so when the reminders cannot be loaded', async () => {
      signedIn({
        [`GET ${reportPath}`]: ok(report()),
        [`GET ${remindersPath}`]: { status: 500, body: { success: false, message: 'Down' } },
      });
      renderAdmin('/dashboard/finance');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Error${paymentReminderMessages.loadFailed}`,
      );
      expect(screen.queryByLabelText('Days between reminders')).not.toBeInTheDocument();
    });
  });

  it('is neither in the side bar nor open to roles that may not read payments', async () => {
    signedIn({
      'GET /api/auth/me': {
        body: {
          success: true,
          data: { id: '5', email: 'logistics@example.org', role: 'logistics' },
        },
      },
      'GET /api/admin/dashboard': { status: 500, body: { success: false, message: 'x' } },
    });
    renderAdmin('/dashboard/finance');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('link', { name: 'Finance' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(screen.queryByRole('heading', { name: 'Finance report' })).not.toBeInTheDocument();
  });
});
