import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GroupInvoiceView } from '@caawg11/conference';
import { registration, renderAdmin, signedIn } from '../../../testing/render-admin';

const invoice: GroupInvoiceView = {
  id: '9',
  reference: 'GRP-0009',
  institutionName: 'Makerere University',
  purchaseOrder: 'PO-2025-118',
  status: 'live',
  registrationCount: 2,
  total: '300.00',
  amountPaid: '150.00',
  balanceDue: '150.00',
  createdAt: '2025-08-01T09:00:00.000Z',
  createdBy: 'finance@example.org',
  postalAddress: 'P.O. Box 7062\nKampala, Uganda',
  taxId: '1000023456',
  language: 'fr',
  delegates: [
    {
      registrationId: '1',
      reference: 'CAAWG11-0001',
      name: 'Dr. Amina Okello',
      email: 'amina@example.org',
      registrationType: 'non-member',
      fee: '150.00',
      amountPaid: '150.00',
      balanceDue: '0.00',
    },
    {
      registrationId: '2',
      reference: 'CAAWG11-0002',
      name: 'Grace Nakato',
      email: 'grace@example.org',
      registrationType: 'student',
      fee: '150.00',
      amountPaid: '0.00',
      balanceDue: '150.00',
    },
  ],
  cancelledAt: null,
  cancellationReason: null,
};

describe('Group invoices', () => {
  it('lists the invoices with their institution, totals and status', async () => {
    signedIn({
      'GET /api/admin/group-invoices': { body: { success: true, data: [invoice], count: 1 } },
    });
    renderAdmin('/dashboard/group-invoices');
    expect(await screen.findByRole('heading', { name: 'Group invoices' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('GRP-0009');
    expect(row).toHaveTextContent('Makerere University');
    expect(row).toHaveTextContent('$300.00 USD');
    expect(row).toHaveTextContent('$150.00 USD');
    expect(row).toHaveTextContent('Open');
    expect(within(row!).getByRole('link', { name: 'GRP-0009' })).toHaveAttribute(
      'href',
      '/dashboard/group-invoices/9',
    );
  });

  it('creates an invoice for the registrations found, asking for the institution and a delegate first', async () => {
    const found = registration({ _id: '41', reference: 'CAAWG11-0041', firstName: 'Ruth' });
    const calls = signedIn({
      'GET /api/admin/group-invoices': { body: { success: true, data: [], count: 0 } },
      'GET /api/admin/registrations/search': { body: { success: true, data: [found] } },
      'POST /api/admin/group-invoices': { status: 201, body: { success: true, data: invoice } },
      'GET /api/admin/group-invoices/9': { body: { success: true, data: invoice } },
    });
    renderAdmin('/dashboard/group-invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'New group invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(
      await within(dialog).findByText(
        'Enter the name of the institution the invoice is addressed to',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the institution's postal address")).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Institution'), 'Makerere University');
    await userEvent.type(within(dialog).getByLabelText('Postal address'), 'P.O. Box 7062');
    await userEvent.selectOptions(within(dialog).getByLabelText('Invoice language'), 'fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(
      await within(dialog).findByText('Choose at least one registration for the invoice'),
    ).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByLabelText('Find a registration by name or e-mail'),
      'Ruth',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add CAAWG11-0041' }));
    expect(within(dialog).getByText('Delegates on the invoice (1)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));

    expect(
      await screen.findByRole('heading', { name: /Group invoice GRP-0009/ }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      institutionName: 'Makerere University',
      postalAddress: 'P.O. Box 7062',
      taxId: '',
      purchaseOrder: '',
      language: 'fr',
      registrationIds: ['41'],
    });
  });

  it('says which invoice a registration is on when the api refuses it', async () => {
    const found = registration({ _id: '42', reference: 'CAAWG11-0042' });
    signedIn({
      'GET /api/admin/group-invoices': { body: { success: true, data: [], count: 0 } },
      'GET /api/admin/registrations/search': { body: { success: true, data: [found] } },
      'POST /api/admin/group-invoices': {
        status: 409,
        body: {
          success: false,
          message: 'CAAWG11-0042 is already on group invoice GRP-0003; cancel that invoice first',
        },
      },
    });
    renderAdmin('/dashboard/group-invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'New group invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group invoice' });
    await userEvent.type(within(dialog).getByLabelText('Institution'), 'UoN');
    await userEvent.type(within(dialog).getByLabelText('Postal address'), 'Nairobi');
    await userEvent.type(
      within(dialog).getByLabelText('Find a registration by name or e-mail'),
      'Amina',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add CAAWG11-0042' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'CAAWG11-0042 is already on group invoice GRP-0003; cancel that invoice first',
    );
  });

  it('shows each delegate, sends the invoice to an address and cancels it with a reason', async () => {
    const calls = signedIn({
      'GET /api/admin/group-invoices/9': { body: { success: true, data: invoice } },
      'POST /api/admin/group-invoices/9/send': {
        body: { success: true, message: 'The invoice is on its way' },
      },
      'POST /api/admin/group-invoices/9/cancel': {
        body: {
          success: true,
          data: {
            ...invoice,
            status: 'cancelled',
            cancelledAt: '2025-08-02T09:00:00.000Z',
            cancellationReason: 'Paid separately',
          },
        },
      },
      'GET /api/admin/group-invoices': { body: { success: true, data: [], count: 0 } },
    });
    renderAdmin('/dashboard/group-invoices/9');
    const table = await screen.findByRole('table', { name: /Delegates \(2\)/ });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('CAAWG11-0001');
    expect(first).toHaveTextContent('Dr. Amina Okello');
    expect(second).toHaveTextContent('Grace Nakato');
    expect(second).toHaveTextContent('$150.00 USD');
    expect(screen.getByText(/in Français/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    const send = await screen.findByRole('dialog', { name: 'Send GRP-0009 by e-mail' });
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(await within(send).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(send).getByLabelText('E-mail address'), 'bursar@mak.ac.ug');
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Invoice GRP-0009 is on its way to bursar@mak.ac.ug.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/send'))?.body).toEqual({
      email: 'bursar@mak.ac.ug',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel GRP-0009?' });
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel invoice' }));
    expect(await within(cancel).findByText('Say why the invoice is cancelled')).toBeInTheDocument();
    await userEvent.type(within(cancel).getByLabelText('Why is it cancelled?'), 'Paid separately');
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
    expect(screen.getByText(/Paid separately/)).toBeInTheDocument();
  });
});
