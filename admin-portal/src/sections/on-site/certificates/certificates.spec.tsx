import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { certificateMessages } from '@caawg11/conference';
import { renderAdmin, signedIn } from '../../../testing/render-admin';

describe('the Certificates section', () => {
  it('asks for the chairs by the shared rule, and sends the certificates after confirming', async () => {
    const calls = signedIn({
      'GET /api/admin/certificates/settings': {
        body: { success: true, data: { signatories: [] } },
      },
      'GET /api/admin/certificates/attendance': { body: { success: true, data: [] } },
      'GET /api/admin/certificates': { body: { success: true, data: [], count: 0 } },
      'PUT /api/admin/certificates/settings': () => ({
        body: { success: true, message: certificateMessages.saved, data: { signatories: [] } },
      }),
      'POST /api/admin/certificates/send': () => ({
        body: { success: true, message: '', data: { issued: 3, queued: 3 } },
      }),
    });
    renderAdmin('/dashboard/certificates');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Save chairs' }, { timeout: 8000 }),
    );
    expect(screen.getByText(certificateMessages.signatoryName)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(screen.getByLabelText('Chair 1: name'), 'Prof. Ruth Nankya');
    await userEvent.type(screen.getByLabelText('Chair 1: title'), 'Conference Chair');
    await userEvent.click(screen.getByRole('button', { name: 'Save chairs' }));
    expect(await screen.findByText(certificateMessages.saved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      signatories: [{ name: 'Prof. Ruth Nankya', title: 'Conference Chair' }],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Issue and send certificates' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue and send the certificates?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue and send' }));
    expect(await screen.findByText('3 certificates issued, 3 e-mails queued.')).toBeInTheDocument();
  }, 20_000);
});
