import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@caawg11/conference';
import type { AdminRegistrationDetails } from '../../../api/types';
import {
  adminUser,
  apiCallOf,
  registration,
  renderAdmin,
  signedIn,
  type ApiCall,
} from '../../../testing/render-admin';

function listing(row: AdminRegistrationDetails) {
  return { body: { success: true, data: [row], count: 1 } };
}

async function openDetails(row: AdminRegistrationDetails): Promise<HTMLElement> {
  renderAdmin('/dashboard/registrations');
  await userEvent.click(
    await screen.findByRole(
      'button',
      { name: `View Dr. ${row.firstName} ${row.familyName}` },
      { timeout: 5000 },
    ),
  );
  return screen.getByRole('dialog', { name: 'Registration Details' });
}

/** The api names each PDF in Content-Disposition, which the shared fetch mock does not send. */
function withDocuments(calls: ApiCall[], refuse?: { status: number; message: string }): void {
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const document = /\/(receipt|invoice|single-invoice)$/.exec(url.pathname)?.[1];
    if (!document) return answer(input, init);
    calls.push(apiCallOf(url, init, undefined));
    if (refuse) {
      return new Response(JSON.stringify({ success: false, message: refuse.message }), {
        status: refuse.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response('%PDF-1.7', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${document === 'receipt' ? 'RCT' : 'INV'}-0007.pdf"`,
      },
    });
  });
}

describe('the invoice and receipt of a registration', () => {
  let saved: string[];

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:document');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the invoice and, once money has been received, the receipt', async () => {
    const row = registration({
      _id: '7',
      paymentStatus: 'pending',
      amountPaid: '20.00',
      balanceDue: '130.00',
    });
    const calls = signedIn({ 'GET /api/admin/registrations': listing(row) });
    withDocuments(calls);
    const dialog = await openDetails(row);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download receipt (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['RCT-0007.pdf']));
    const receipt = calls.find((call) => call.path === '/api/admin/registrations/7/receipt');
    expect(receipt?.authorization).toBe('Bearer test-token');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download invoice (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['RCT-0007.pdf', 'INV-0007.pdf']));
    expect(calls.map((call) => call.path)).toContain('/api/admin/registrations/7/invoice');
  });

  it('offers only the invoice while no money has been received, even when verified by hand', async () => {
    const row = registration({ paymentStatus: 'verified', amountPaid: '0.00' });
    signedIn({ 'GET /api/admin/registrations': listing(row) });
    const dialog = await openDetails(row);
    expect(
      within(dialog).getByRole('button', { name: 'Download invoice (PDF)' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Download receipt (PDF)' }),
    ).not.toBeInTheDocument();
  });

  it("shows the api's reason when it has no receipt to give", async () => {
    const row = registration({ _id: '8', paymentStatus: 'verified', amountPaid: '150.00' });
    const calls = signedIn({ 'GET /api/admin/registrations': listing(row) });
    withDocuments(calls, { status: 404, message: 'There is no receipt before payment in full.' });
    const dialog = await openDetails(row);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download receipt (PDF)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no receipt before payment in full.',
    );
    expect(saved).toEqual([]);
  });

  it('downloads the invoice to the institution, or says the registrant has not asked for one', async () => {
    const row = registration({ _id: '9', paymentStatus: 'pending' });
    const calls = signedIn({ 'GET /api/admin/registrations': listing(row) });
    withDocuments(calls, {
      status: 404,
      message: 'No invoice has been requested for this registration',
    });
    const dialog = await openDetails(row);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Download invoice to institution (PDF)' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No invoice has been requested for this registration',
    );
    expect(calls.map((call) => call.path)).toContain('/api/admin/registrations/9/single-invoice');
  });

  it('says when a download fails', async () => {
    const row = registration({ paymentStatus: 'rejected' });
    const calls = signedIn({ 'GET /api/admin/registrations': listing(row) });
    withDocuments(calls, { status: 500, message: 'Internal error' });
    const dialog = await openDetails(row);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download invoice (PDF)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The invoice could not be downloaded. Please try again.',
    );
  });

  it('offers neither to a role that may not read payments', async () => {
    const logistics: AuthUser = { ...adminUser, role: 'logistics' };
    const row = registration({ paymentStatus: 'verified' });
    signedIn({
      'GET /api/auth/me': { body: { success: true, data: logistics } },
      'GET /api/admin/registrations': listing(row),
    });
    const dialog = await openDetails(row);
    expect(within(dialog).queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });
});
