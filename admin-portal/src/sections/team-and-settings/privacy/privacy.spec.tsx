import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultRetentionSettings,
  privacyMessages,
  retentionKindLabels,
  retentionSettingLabels,
  type RetentionUpcomingView,
} from '@caawg11/conference';
import { mockApi, renderAdmin, signedIn, type ApiCall } from '../../../testing/render-admin';

const settingsPath = '/api/admin/retention';
const upcomingPath = '/api/admin/retention/upcoming';

const ok = (data: unknown) => ({ body: { success: true, message: 'ok', data } });

function upcoming(): RetentionUpcomingView {
  return {
    days: 30,
    kinds: [
      {
        kind: 'student-id-scan',
        label: retentionKindLabels['student-id-scan'],
        count: 1,
        records: [
          {
            kind: 'student-id-scan',
            recordId: '7',
            reference: 'CAAWG11-0007',
            dueOn: '2025-09-19',
          },
        ],
      },
      {
        kind: 'mail-body',
        label: retentionKindLabels['mail-body'],
        count: 0,
        records: [],
      },
    ],
  };
}

const putsTo = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === settingsPath);

describe('the Privacy section', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows the periods and what goes in the next 30 days, each record with its day', async () => {
    signedIn({
      [`GET ${settingsPath}`]: ok(defaultRetentionSettings),
      [`GET ${upcomingPath}`]: ok(upcoming()),
    });
    renderAdmin('/dashboard/privacy');
    expect(await screen.findByLabelText(retentionSettingLabels.studentIdDays)).toHaveValue(30);
    expect(screen.getByLabelText(retentionSettingLabels.paymentProofDays)).toHaveValue(2557);
    const next = screen.getByRole('region', { name: 'What will go in the next 30 days' });
    const scans = await within(next).findByRole('region', { name: 'Student ID scans: 1' });
    expect(within(scans).getByRole('cell', { name: 'CAAWG11-0007' })).toBeVisible();
    expect(within(scans).getByRole('cell', { name: '19 Sept 2025' })).toBeVisible();
    expect(
      within(next).getByRole('heading', { name: 'Bodies of e-mails sent: nothing' }),
    ).toBeVisible();
  });

  it('saves a changed period and confirms it', async () => {
    const calls = signedIn({
      [`GET ${settingsPath}`]: ok(defaultRetentionSettings),
      [`GET ${upcomingPath}`]: ok(upcoming()),
      [`PUT ${settingsPath}`]: ({ body }) => ok(body),
    });
    renderAdmin('/dashboard/privacy');
    const months = await screen.findByLabelText(retentionSettingLabels.inquiryMonths);
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${privacyMessages.retentionSaved}.`,
    );
    expect(putsTo(calls)[0]?.body).toEqual({ ...defaultRetentionSettings, inquiryMonths: 12 });
  });

  it('refuses what the shared rules refuse, before sending', async () => {
    const calls = signedIn({
      [`GET ${settingsPath}`]: ok(defaultRetentionSettings),
      [`GET ${upcomingPath}`]: ok(upcoming()),
    });
    renderAdmin('/dashboard/privacy');
    const months = await screen.findByLabelText(retentionSettingLabels.inquiryMonths);
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    await userEvent.clear(screen.getByLabelText(retentionSettingLabels.mailBodyDays));
    await userEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(months).toHaveAccessibleDescription(privacyMessages.months);
    expect(screen.getByLabelText(retentionSettingLabels.mailBodyDays)).toHaveAccessibleDescription(
      privacyMessages.days,
    );
    expect(putsTo(calls)).toHaveLength(0);
  });

  it('sends another role back to the dashboard', async () => {
    window.localStorage.setItem('token', 'test-token');
    mockApi({
      'GET /api/auth/me': {
        body: { success: true, data: { id: '2', email: 'finance@example.org', role: 'finance' } },
      },
    });
    renderAdmin('/dashboard/privacy');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });
});
