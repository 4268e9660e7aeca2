import { accessTokenHeader, messages, type MyRegistration } from '@caawg11/conference';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentProofReceived } from '../forms/PaymentProofForm';
import {
  callAt,
  latestCallTo,
  installFakeXhr,
  lastXhr,
  stubFetch,
  stubScrolling,
  type FetchCall,
  settle,
} from '../forms/testing/network';
import { accessTokenStorageKey } from './my-registration/accessToken';
import { MyRegistrationPage } from './MyRegistrationPage';

const registration: MyRegistration = {
  reference: 'CAAWG11-0042',
  title: 'Dr.',
  firstName: 'Amina',
  familyName: 'Nakato',
  email: 'amina@example.org',
  participantCategory: 'member',
  categoryLabel: 'AAWG member',
  pricingTier: 'early-bird',
  feeUsd: 100,
  fieldTrip: true,
  paymentStatus: 'pending',
  amountPaid: '0.00',
  balanceDue: '100.00',
  paymentDueDate: '2025-07-15',
  payments: [
    {
      _id: 'p1',
      amount: 100,
      method: 'mobile-money',
      reference: 'MM-123',
      paymentDate: '2025-07-01',
      status: 'rejected',
      notes: 'The amount did not arrive.',
      createdAt: '2025-07-01T10:00:00Z',
    },
  ],
};

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MyRegistrationPage />
    </MemoryRouter>,
  );
  return user;
}

describe('MyRegistrationPage', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    installFakeXhr();
    stubScrolling();
    sessionStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('takes the token out of the address bar, keeps it for the tab and sends it in the header', async () => {
    renderAt('/my-registration?token=secret-token-1&utm=mail');
    expect(window.location.search).toBe('?utm=mail');
    expect(sessionStorage.getItem(accessTokenStorageKey)).toBe('secret-token-1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your registration...');

    const call = callAt(calls, 0);
    expect(call.url).toBe('/api/my-registration');
    expect(new Headers(call.init.headers).get(accessTokenHeader)).toBe('secret-token-1');
    await settle(() => call.respond(200, { success: true, message: '', data: registration }));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your Registration');
    expect(screen.getByText('CAAWG11-0042', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Amina Nakato')).toBeInTheDocument();
    expect(screen.getByText('AAWG member')).toBeInTheDocument();
    expect(screen.getByText('Early bird')).toBeInTheDocument();
    expect(screen.getByText('$100 USD')).toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'Payments sent' });
    expect(payments).toHaveTextContent('Mobile money');
    expect(payments).toHaveTextContent('Rejected');
    expect(payments).toHaveTextContent('The amount did not arrive.');
    expect(screen.getByText('SBICUGKX')).toBeInTheDocument();
  });

  it('uses the token kept earlier in the tab when the address has none', () => {
    sessionStorage.setItem(accessTokenStorageKey, 'kept-token');
    renderAt('/my-registration');
    expect(new Headers(callAt(calls, 0).init.headers).get(accessTokenHeader)).toBe('kept-token');
  });

  it('explains an unknown or expired link and points to /verify', async () => {
    renderAt('/my-registration?token=old');
    await settle(() =>
      callAt(calls, 0).respond(401, { success: false, message: 'This access link has expired.' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This link is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This access link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new access link' })).toHaveAttribute(
      'href',
      '/verify',
    );
    expect(sessionStorage.getItem(accessTokenStorageKey)).toBeNull();
  });

  it('sends visitors without a link to /verify', () => {
    renderAt('/my-registration');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Request a new access link' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it('offers to try again after a network failure', async () => {
    const user = renderAt('/my-registration?token=t');
    await settle(() => callAt(calls, 0).fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not reach the server');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls).toHaveLength(2);
  });

  it('offers the invoice while unpaid, and the receipt once money is received, as downloads', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = renderAt('/my-registration?token=paid-token');
    await settle(() =>
      callAt(calls, 0).respond(200, {
        success: true,
        message: '',
        data: {
          ...registration,
          paymentStatus: 'verified',
          amountPaid: '100.00',
          balanceDue: '0.00',
        },
      }),
    );
    const documents = await screen.findByRole('region', { name: 'Receipt and invoice' });
    await user.click(within(documents).getByRole('button', { name: 'Download receipt (PDF)' }));
    const call = latestCallTo(calls, '/api/my-registration/receipt');
    expect(new Headers(call.init.headers).get(accessTokenHeader)).toBe('paid-token');
    await settle(() =>
      call.respond(200, 'pdf', {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="CAAWG11-R-0007.pdf"',
      }),
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved).toEqual(['CAAWG11-R-0007.pdf']);

    await user.click(within(documents).getByRole('button', { name: 'Download invoice (PDF)' }));
    await settle(() =>
      latestCallTo(calls, '/api/my-registration/invoice').respond(404, {
        success: false,
        message: 'Registration not found',
      }),
    );
    expect(within(documents).getByRole('alert')).toHaveTextContent('Registration not found');
  });

  it('shows what a part-paid registration has paid and still owes, and offers its receipt', async () => {
    renderAt('/my-registration?token=t');
    await settle(() =>
      callAt(calls, 0).respond(200, {
        success: true,
        message: '',
        data: { ...registration, amountPaid: '20.00', balanceDue: '80.00' },
      }),
    );
    const status = await screen.findByText('Payment status');
    expect(status.nextSibling).toHaveTextContent('part paid: $80.00 USD due');
    expect(screen.getByText('Amount paid').nextSibling).toHaveTextContent('$20.00 USD');
    expect(screen.getByText('Balance due').nextSibling).toHaveTextContent('$80.00 USD');
    const documents = screen.getByRole('region', { name: 'Receipt and invoice' });
    expect(
      within(documents).getByRole('button', { name: 'Download receipt (PDF)' }),
    ).toBeInTheDocument();
  });

  it('names the payment due date and offers no receipt before any money is received', async () => {
    renderAt('/my-registration?token=t');
    await settle(() =>
      callAt(calls, 0).respond(200, { success: true, message: '', data: registration }),
    );
    const documents = await screen.findByRole('region', { name: 'Receipt and invoice' });
    expect(within(documents).queryByRole('button', { name: /receipt/ })).toBeNull();
    expect(screen.getByText('Please pay by 15 July 2025.')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download invoice (PDF)' })).toBeEnabled();
  });

  it('checks the proof file on selection, uploads fields then file with progress, and reloads the list', async () => {
    const user = renderAt('/my-registration?token=t');
    await settle(() =>
      callAt(calls, 0).respond(200, { success: true, message: '', data: registration }),
    );
    await screen.findByRole('heading', { name: 'Upload a payment proof' });
    expect(screen.getByLabelText(/^Amount paid/)).toHaveValue('100');

    const fileInput = screen.getByLabelText<HTMLInputElement>(/^Proof of payment/);
    await userEvent.setup({ applyAccept: false }).upload(fileInput, new File(['x'], 'proof.docx'));
    expect(screen.getByText(messages.proofFileType)).toBeInTheDocument();
    expect(fileInput.value).toBe('');
    await user.upload(
      fileInput,
      new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByText(messages.proofFileSize)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload Payment Proof' }));
    expect(screen.getByLabelText(/^Transaction reference/)).toHaveFocus();
    expect(screen.getAllByText(messages.required).length).toBeGreaterThanOrEqual(2);

    await user.type(screen.getByLabelText(/^Transaction reference/), 'FT-998877');
    await user.type(screen.getByLabelText(/^Payment date/), '2025-07-20');
    await user.upload(fileInput, new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload Payment Proof' }));

    const upload = lastXhr();
    expect(upload.url).toBe('/api/my-registration/payments');
    expect(upload.headers[accessTokenHeader]).toBe('t');
    expect(upload.partNames()).toEqual([
      'method',
      'reference',
      'amount',
      'paymentDate',
      'proofFile',
    ]);
    expect(upload.field('method')).toBe('bank-transfer');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    act(() => upload.progress(1, 2));
    expect(screen.getByRole('progressbar')).toHaveValue(50);

    act(() => upload.respond(201, { success: true, message: 'ok' }));
    expect(await screen.findByText(paymentProofReceived)).toBeInTheDocument();
    const reload = latestCallTo(calls, '/api/my-registration');
    expect(reload).not.toBe(callAt(calls, 0));
    await settle(() =>
      reload.respond(200, {
        success: true,
        message: '',
        data: {
          ...registration,
          payments: [
            {
              _id: 'p2',
              amount: 100,
              method: 'bank-transfer',
              reference: 'FT-998877',
              paymentDate: '2025-07-20',
              status: 'pending',
              notes: null,
              createdAt: '2025-07-21T10:00:00Z',
            },
            ...registration.payments,
          ],
        },
      }),
    );
    const payments = screen.getByRole('list', { name: 'Payments sent' });
    const first = within(payments).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('FT-998877');
    expect(first).toHaveTextContent('Pending');
  });
});
