import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminRegistrationDetails } from '../../../api/types';
import { registration, renderAdmin, signedIn, type ApiCall } from '../../../testing/render-admin';

function page(rows: AdminRegistrationDetails[], count: number) {
  return { body: { success: true, data: rows, count } };
}

function listCalls(calls: ApiCall[]) {
  return calls.filter((call) => call.path === '/api/admin/registrations');
}

describe('Manage Registrations', () => {
  it('lists a page with its columns, badges and "Showing X to Y of Z results"', async () => {
    const rows = [
      registration({
        firstName: 'Grace',
        familyName: 'Nakato',
        institution: 'Kyambogo University',
        phone: '+256 777 123',
        participationType: 'presenter',
        presentationType: 'oral',
        paymentStatus: 'verified',
        registrationFee: 100,
        registrationType: 'AAWG member',
      }),
      registration({ paymentStatus: 'pending' }),
      registration({ paymentStatus: 'rejected' }),
    ];
    const calls = signedIn({ 'GET /api/admin/registrations': page(rows, 23) });
    renderAdmin('/dashboard/registrations');
    // The first render also loads the section's code, which takes a while on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Manage Registrations' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registration List' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [header, first, second, third] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Country', 'Registration Type', 'Fee', 'Status', 'Actions']);
    expect(first).toHaveTextContent('Dr. Grace Nakato');
    expect(first).toHaveTextContent('Kyambogo University');
    expect(first).toHaveTextContent('+256 777 123');
    expect(first).toHaveTextContent('AAWG memberPresenter (Oral)');
    expect(first).toHaveTextContent('$100 USD');
    expect(within(first!).getByText('Verified')).toHaveClass('bg-green-100');
    expect(second).toHaveTextContent('Attendee');
    expect(within(second!).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(third!).getByText('Rejected')).toHaveClass('bg-red-100');

    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1 to 3 of 23 results');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(listCalls(calls)[0]?.search.toString()).toBe('page=1&limit=10');
  });

  it('asks for the page chosen and for the status filter, each in the URL', async () => {
    const calls = signedIn({
      'GET /api/admin/registrations': ({ url }) =>
        page([registration()], url.searchParams.get('paymentStatus') ? 1 : 23),
    });
    renderAdmin('/dashboard/registrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }, { timeout: 5000 }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.search.get('page')).toBe('3'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/registrations?page=3');
    expect(await screen.findByText(/Showing/)).toHaveTextContent('Showing 21 to 21 of 23 results');

    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Statuses', 'Pending', 'Verified', 'Rejected']);
    await userEvent.selectOptions(filter, 'Verified');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.search.toString()).toBe(
        'page=1&limit=10&paymentStatus=verified',
      ),
    );
  });

  it('searches by e-mail or name; an empty search goes back to the list', async () => {
    const found = registration({
      firstName: 'Lydia',
      familyName: 'Auma',
      email: 'lydia@example.org',
    });
    const calls = signedIn({
      'GET /api/admin/registrations': page([registration(), registration()], 2),
      'GET /api/admin/registrations/search': { body: { success: true, data: [found] } },
    });
    renderAdmin('/dashboard/registrations');
    await screen.findByRole('table');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by email or name' }),
      'auma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByRole('table')).toHaveTextContent('Dr. Lydia Auma');
    expect(calls.find((call) => call.path.endsWith('/search'))?.search.get('email')).toBe('auma');

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    );
  });

  it('treats a 404 from the search as no results, with the empty state', async () => {
    signedIn({
      'GET /api/admin/registrations': page([registration()], 1),
      'GET /api/admin/registrations/search': {
        status: 404,
        body: { success: false, message: 'No registrations found' },
      },
    });
    renderAdmin('/dashboard/registrations?q=nobody');
    expect(await screen.findByText('No registrations found')).toBeInTheDocument();
    expect(
      screen.getByText("Try adjusting your search or filter to find what you're looking for."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error searching for registration' when the search fails otherwise", async () => {
    signedIn({ 'GET /api/admin/registrations/search': { status: 500 } });
    renderAdmin('/dashboard/registrations?q=auma');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error searching for registration');
  });

  it("shows 'Failed to load registrations' when the list fails", async () => {
    signedIn({ 'GET /api/admin/registrations': { status: 500 } });
    renderAdmin('/dashboard/registrations');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load registrations');
  });

  it('opens the details dialog with the actions other than the current status, and updates row and dialog after a change', async () => {
    const row = registration({
      firstName: 'Ruth',
      familyName: 'Achieng',
      attendingFieldTrip: true,
      paymentStatus: 'pending',
    });
    const calls = signedIn({
      'GET /api/admin/registrations': page([row], 1),
      [`PUT /api/admin/registrations/${row._id}/status`]: ({ body }) => ({
        body: {
          success: true,
          data: { ...row, paymentStatus: (body as { status: string }).status },
        },
      }),
    });
    renderAdmin('/dashboard/registrations');
    await userEvent.click(await screen.findByRole('button', { name: 'View Dr. Ruth Achieng' }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(
      within(dialog).getByRole('heading', { name: 'Personal Information' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Registration Details', level: 3 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Field Trip').nextSibling).toHaveTextContent('Yes');
    expect(within(dialog).getByText('Registration Fee').nextSibling).toHaveTextContent('$150 USD');
    expect(
      within(dialog).queryByRole('button', { name: 'Mark as Pending' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Edit Registration' })).toHaveAttribute(
      'href',
      `/dashboard/registrations/${row._id}/edit`,
    );
    // Its own history is one click away, in the audit log filtered to this record.
    expect(within(dialog).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      `/dashboard/audit-log?recordType=registration&recordId=${row._id}`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify Payment' }));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'Verify Payment' }),
      ).not.toBeInTheDocument(),
    );
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { status: 'verified' } });
    expect(within(dialog).getByRole('button', { name: 'Mark as Pending' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject Payment' })).toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('Verified')).toBeInTheDocument();
    // Nothing was paid: the status alone records no money, and the dialog says so.
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Verified by hand with no payment recorded: the status records no money and issues no receipt.',
    );
    expect(within(dialog).getByRole('link', { name: 'Record the payment' })).toHaveAttribute(
      'href',
      `/dashboard/registrations/${row._id}/edit`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what a part-paid registration has paid and still owes', async () => {
    const row = registration({
      paymentStatus: 'pending',
      amountPaid: '20.00',
      balanceDue: '130.00',
    });
    signedIn({ 'GET /api/admin/registrations': page([row], 1) });
    renderAdmin('/dashboard/registrations');
    await userEvent.click(await screen.findByRole('button', { name: /^View / }));
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(dialog).getByText('Payment Status').nextSibling).toHaveTextContent(
      'part paid: $130.00 due',
    );
    expect(within(dialog).getByText('Amount Paid').nextSibling).toHaveTextContent('$20.00 USD');
    expect(within(dialog).getByText('Balance Due').nextSibling).toHaveTextContent('$130.00 USD');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows the confirmed address, with a new one awaiting confirmation under it', async () => {
    const row = registration({
      email: 'grace@example.org',
      pendingEmail: 'finance.desk@example.org',
    });
    const plain = registration({ email: 'ruth@example.org' });
    signedIn({ 'GET /api/admin/registrations': page([row, plain], 2) });
    renderAdmin('/dashboard/registrations');
    const views = await screen.findAllByRole('button', { name: /^View / });
    await userEvent.click(views[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Registration Details' });
    const email = within(dialog).getByText('Email').nextSibling;
    expect(email).toHaveTextContent(
      'grace@example.orgAwaiting confirmation: finance.desk@example.org',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(views[1]!);
    const other = screen.getByRole('dialog', { name: 'Registration Details' });
    expect(within(other).getByText('Email').nextSibling).toHaveTextContent(/^ruth@example\.org$/);
    expect(within(other).queryByText(/Awaiting confirmation/)).not.toBeInTheDocument();
  });

  it("says 'Failed to update registration status. Please try again.' in an alert when a change fails", async () => {
    const row = registration({ paymentStatus: 'verified' });
    signedIn({
      'GET /api/admin/registrations': page([row], 1),
      [`PUT /api/admin/registrations/${row._id}/status`]: { status: 500 },
    });
    renderAdmin('/dashboard/registrations');
    await userEvent.click(await screen.findByRole('button', { name: /^View / }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).queryByRole('button', { name: 'Verify Payment' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update registration status. Please try again.',
    );
  });
});
