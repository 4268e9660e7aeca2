import { accessTokenHeader, groupInvoiceMessages } from '@caawg11/conference';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callAt,
  settle,
  stubFetch,
  stubScrolling,
  type FetchCall,
} from '../../forms/testing/network';
import { GroupInvoiceRequest } from './GroupInvoiceRequest';
import { SingleInvoiceRequest } from './SingleInvoiceRequest';

const none = {
  success: true,
  message: 'Invoices',
  data: { single: null, group: null, groupRequest: null },
};

describe('invoices to an institution, from the access-link page', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    calls = stubFetch();
    stubScrolling();
  });

  it('asks nothing of the api until the registrant opens the part', async () => {
    const user = userEvent.setup();
    render(<SingleInvoiceRequest token="secret-token" />);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByText('An invoice to your institution'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(callAt(calls, 0).url).toBe('/api/my-registration/invoices');
    expect(new Headers(callAt(calls, 0).init.headers).get(accessTokenHeader)).toBe('secret-token');
  });

  it('makes an invoice addressed to the institution, asking for its name and address first', async () => {
    const user = userEvent.setup();
    render(<SingleInvoiceRequest token="secret-token" />);
    await user.click(screen.getByText('An invoice to your institution'));
    await settle(() => callAt(calls, 0).respond(200, none));
    await user.click(screen.getByRole('button', { name: 'Make the invoice' }));
    expect(
      screen.getByText('Enter the name of the institution the invoice is addressed to'),
    ).toBeInTheDocument();
    expect(screen.getByText("Enter the institution's postal address")).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.type(screen.getByLabelText(/^Institution/), 'University of Nairobi');
    await user.type(screen.getByLabelText(/^Postal address/), 'P.O. Box 30197, Nairobi');
    await user.type(screen.getByLabelText(/^Tax ID/), 'P051099811X');
    await user.click(screen.getByRole('button', { name: 'Make the invoice' }));
    const post = callAt(calls, 1);
    expect(post.url).toBe('/api/my-registration/single-invoice');
    expect(post.json).toEqual({
      institutionName: 'University of Nairobi',
      postalAddress: 'P.O. Box 30197, Nairobi',
      taxId: 'P051099811X',
    });
    await settle(() =>
      post.respond(201, {
        success: true,
        message: 'Your invoice is ready to download',
        data: { reference: 'CAAWG11-INV-0001', institutionName: 'University of Nairobi' },
      }),
    );
    await settle(() =>
      callAt(calls, 2).respond(200, {
        ...none,
        data: {
          single: { reference: 'CAAWG11-INV-0001', institutionName: 'University of Nairobi' },
          group: null,
        },
      }),
    );
    expect(
      await screen.findByText('Invoice CAAWG11-INV-0001 to University of Nairobi is ready.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download invoice to your institution (PDF)' }),
    ).toBeInTheDocument();
  });

  it('names colleagues by registration ID and e-mail, and shows who has agreed once they are asked', async () => {
    const user = userEvent.setup();
    render(<GroupInvoiceRequest token="secret-token" />);
    await user.click(screen.getByText('One invoice for you and your colleagues'));
    await settle(() => callAt(calls, 0).respond(200, none));
    await user.type(screen.getByLabelText(/^Institution/), 'University of Nairobi');
    await user.type(screen.getByLabelText(/^Postal address/), 'Nairobi');
    await user.click(screen.getByRole('button', { name: 'Ask my colleagues to agree' }));
    expect(
      screen.getByText('Add at least one colleague by registration ID and e-mail address'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Registration ID of colleague 1'), 'CAAWG11-0043');
    await user.type(screen.getByLabelText('E-mail address of colleague 1'), 'grace@uonbi.ac.ke');
    await user.click(screen.getByRole('button', { name: 'Add another colleague' }));
    await user.type(screen.getByLabelText('Registration ID of colleague 2'), 'CAAWG11-0044');
    await user.type(screen.getByLabelText('E-mail address of colleague 2'), 'ruth@uonbi.ac.ke');
    await user.click(screen.getByRole('button', { name: 'Ask my colleagues to agree' }));
    const post = callAt(calls, 1);
    expect(post.url).toBe('/api/my-registration/group-invoice');
    expect(post.json).toMatchObject({
      institutionName: 'University of Nairobi',
      colleagues: [
        { reference: 'CAAWG11-0043', email: 'grace@uonbi.ac.ke' },
        { reference: 'CAAWG11-0044', email: 'ruth@uonbi.ac.ke' },
      ],
    });
    const waiting = {
      status: 'waiting',
      institutionName: 'University of Nairobi',
      colleagues: [
        { reference: 'CAAWG11-0043', answer: 'agreed' },
        { reference: 'CAAWG11-0044', answer: 'waiting' },
      ],
      expiresAt: '2025-07-22T07:00:00.000Z',
      reason: null,
    };
    await settle(() =>
      post.respond(202, {
        success: true,
        message: groupInvoiceMessages.requested,
        data: waiting,
      }),
    );
    await settle(() =>
      callAt(calls, 2).respond(200, { ...none, data: { ...none.data, groupRequest: waiting } }),
    );
    const state = await screen.findByRole('status');
    expect(state).toHaveTextContent(
      'Waiting for your colleagues to agree to the group invoice to University of Nairobi, until 22 July 2025 at 10:00',
    );
    expect(state).toHaveTextContent('CAAWG11-0043 agreed');
    expect(state).toHaveTextContent('CAAWG11-0044 has not answered yet');
  });

  it('says which colleague declined, and why an invoice every colleague agreed to was refused', async () => {
    const user = userEvent.setup();
    render(<GroupInvoiceRequest token="secret-token" />);
    await user.click(screen.getByText('One invoice for you and your colleagues'));
    await settle(() =>
      callAt(calls, 0).respond(200, {
        ...none,
        data: {
          ...none.data,
          groupRequest: {
            status: 'refused',
            institutionName: 'University of Nairobi',
            colleagues: [{ reference: 'CAAWG11-0043', answer: 'agreed' }],
            expiresAt: '2025-07-22T07:00:00.000Z',
            reason: groupInvoiceMessages.cancelledRegistration('CAAWG11-0043'),
          },
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Every colleague agreed, but the group invoice to University of Nairobi could not be made:CAAWG11-0043 is cancelled and cannot be invoiced',
    );
  });

  it('shows the group invoice made, its delegates and the reference to quote', async () => {
    const user = userEvent.setup();
    render(<GroupInvoiceRequest token="secret-token" />);
    await user.click(screen.getByText('One invoice for you and your colleagues'));
    await settle(() =>
      callAt(calls, 0).respond(200, {
        ...none,
        data: {
          single: null,
          group: {
            reference: 'GRP-0005',
            institutionName: 'University of Nairobi',
            total: '250.00',
            delegates: [
              { reference: 'CAAWG11-0042', name: 'Dr. Amina Nakato' },
              { reference: 'CAAWG11-0043', name: 'Grace Achieng' },
            ],
          },
        },
      }),
    );
    expect(
      screen.getByText('Group invoice GRP-0005 to University of Nairobi covers 2 delegates:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Grace Achieng')).toBeInTheDocument();
    expect(
      screen.getByText('Quote GRP-0005 as the reference of the transfer.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download group invoice (PDF)' }),
    ).toBeInTheDocument();
  });
});
