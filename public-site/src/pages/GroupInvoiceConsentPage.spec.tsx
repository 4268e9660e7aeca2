import { groupInvoiceConsentMessages } from '@caawg11/conference';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAt, settle, stubFetch, type FetchCall } from '../forms/testing/network';
import { i18n } from '../i18n/i18n';
import { GroupInvoiceConsentPage } from './GroupInvoiceConsentPage';

const token = 'c'.repeat(43);
const question = {
  delegateName: 'Dr. Lucy Wanjiru',
  delegateReference: 'CAAWG11-0007',
  institutionName: 'University of Nairobi',
  reference: 'CAAWG11-0042',
  expiresAt: '2025-07-22T07:00:00.000Z',
};

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <GroupInvoiceConsentPage />
    </MemoryRouter>,
  );
  return user;
}

async function opened(calls: FetchCall[]) {
  await waitFor(() => expect(calls).toHaveLength(1));
  const call = callAt(calls, 0);
  // The token travels in a body, never in a URL that a log would keep.
  expect(call.url).toBe('/api/group-invoice-consent');
  expect(call.init.method).toBe('POST');
  expect(call.json).toEqual({ token });
  await settle(() =>
    call.respond(200, { success: true, message: 'Group invoice request', data: question }),
  );
}

describe('GroupInvoiceConsentPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
  });
  afterEach(async () => {
    window.history.replaceState(null, '', '/');
    await i18n.changeLanguage('en');
  });

  it('shows who asked for which institution, and agrees only on a click', async () => {
    const user = renderAt(`/group-invoice-consent?token=${token}`);
    await opened(calls);
    expect(
      screen.getByText(
        'Dr. Lucy Wanjiru (registration CAAWG11-0007) has asked for one invoice to University of Nairobi covering their registration and yours, CAAWG11-0042.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can answer until 22 July 2025 at 10:00/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    const answer = callAt(calls, 1);
    expect(answer.url).toBe('/api/group-invoice-consent/answer');
    expect(answer.json).toEqual({ token, answer: 'agree' });
    await settle(() =>
      answer.respond(200, { success: true, message: groupInvoiceConsentMessages.agreed }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(groupInvoiceConsentMessages.agreed);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('declines, and shows the refusal of a used or closed link', async () => {
    const user = renderAt(`/group-invoice-consent?token=${token}`);
    await opened(calls);
    await user.click(screen.getByRole('button', { name: 'I decline' }));
    expect(callAt(calls, 1).json).toEqual({ token, answer: 'decline' });
    await settle(() =>
      callAt(calls, 1).respond(404, {
        success: false,
        message: groupInvoiceConsentMessages.linkInvalid,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      groupInvoiceConsentMessages.linkInvalid,
    );
  });

  it('explains a link without its token, asking nothing of the api', () => {
    renderAt('/group-invoice-consent');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not valid. Please check that you copied all of it.',
    );
    expect(calls).toHaveLength(0);
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['groupInvoiceConsent', 'messages']);
    const user = renderAt(`/fr/group-invoice-consent?token=${token}`);
    await opened(calls);
    await user.click(screen.getByRole('button', { name: "J'accepte" }));
    await settle(() =>
      callAt(calls, 1).respond(200, { success: true, message: groupInvoiceConsentMessages.agreed }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Merci. Vous avez accepté de figurer sur la facture groupée.',
    );
  });
});
