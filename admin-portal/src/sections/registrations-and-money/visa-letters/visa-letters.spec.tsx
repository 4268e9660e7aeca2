import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  visaLetterSettingsMessages,
  type VisaLetterRow,
  type VisaLetterSettingsView,
} from '@caawg11/conference';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

const request: VisaLetterRow = {
  id: '7',
  registrationId: '42',
  reference: 'CAAWG11-0042',
  email: 'aissatou@example.org',
  language: 'fr',
  fullName: 'Aïssatou Diallo Ndiaye',
  passportNumber: 'SN4471902',
  nationality: 'Senegalese',
  dateOfBirth: '1988-03-14',
  passportExpiry: '2030-06-30',
  embassy: 'Embassy of Uganda, Dakar',
  status: 'requested',
  requestedAt: '2025-08-01T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  refusalReason: null,
  verificationCode: null,
  paymentStatus: 'verified',
  cancelled: false,
  abstractStatus: 'none',
  mayIssue: true,
};

const settings: VisaLetterSettingsView = {
  issueRule: 'paid',
  chairName: 'Prof. Ruth Nankya',
  chairTitle: 'Chair',
  hasSignature: true,
};

function visaLettersApi() {
  let row = request;
  return signedIn({
    'GET /api/admin/visa-letters': () => ({
      body: { success: true, message: '', data: [row], count: 1 },
    }),
    'GET /api/admin/visa-letters/settings': { body: { success: true, data: settings } },
    'POST /api/admin/visa-letters/7/refuse': () => {
      row = { ...row, status: 'refused', refusalReason: 'No payment yet.' };
      return { body: { success: true, message: visaLetterSettingsMessages.refused } };
    },
  });
}

describe('the Visa letters section', () => {
  it('lists each request with its passport data, payment and abstract status, and refuses with a reason', async () => {
    const calls = visaLettersApi();
    renderAdmin('/dashboard/visa-letters');
    const row = (await screen.findByText('Aïssatou Diallo Ndiaye')).closest('tr')!;
    expect(row).toHaveTextContent('SN4471902');
    expect(row).toHaveTextContent('Embassy of Uganda, Dakar');
    expect(row).toHaveTextContent('Verified');
    expect(row).toHaveTextContent('No abstract');
    expect(within(row).getByRole('button', { name: 'Issue letter' })).toBeEnabled();

    await userEvent.click(within(row).getByRole('button', { name: 'Refuse' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Refuse the letter for Aïssatou Diallo Ndiaye?',
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Refuse and e-mail the reason' }),
    );
    expect(within(dialog).getByText(visaLetterSettingsMessages.reasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(
      within(dialog).getByLabelText('Reason (e-mailed to the registrant)'),
      'No payment yet.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Refuse and e-mail the reason' }),
    );
    expect(await screen.findByText(visaLetterSettingsMessages.refused)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'No payment yet.',
    });
    await waitFor(() => expect(screen.getByText('No payment yet.')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Issue letter' })).toBeNull();
  }, 20_000);
});
