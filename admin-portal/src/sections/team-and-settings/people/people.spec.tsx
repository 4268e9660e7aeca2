import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PeopleResult, PersonRecord } from '@caawg11/conference';
import { mockApi, renderAdmin, signedIn } from '../../../testing/render-admin';

const email = 'grace.atuhaire@example.org';

function record(
  kind: PersonRecord['kind'],
  id: string,
  reference: string,
  summary: string,
): PersonRecord {
  return { kind, id, reference, summary, createdAt: '2025-07-15T07:00:00.000Z' };
}

const held: PeopleResult = {
  email,
  records: [
    record(
      'registration',
      '12',
      'CAAWG11-0012',
      'Grace Atuhaire, student attendee, payment Pending',
    ),
    record('file', '3', 'student-id.pdf', 'student-id: student-id.pdf (3000 bytes)'),
    record('contact-message', '7', 'Field trip', 'Grace Atuhaire: “Field trip”, new'),
    record('abstract', '42', 'ABS-0042', '“Lithium pegmatites”, Poster Presentation, new'),
  ],
};

const noRequests = { body: { success: true, message: 'Erasure requests', data: [] } };

describe('the People section', () => {
  it('shows the open erasure requests and looks one up', async () => {
    const calls = signedIn({
      'GET /api/admin/people/erasure-requests': {
        body: {
          success: true,
          message: 'Erasure requests',
          data: [
            {
              id: '1',
              registrationId: '12',
              reference: 'CAAWG11-0012',
              email,
              name: 'Grace Atuhaire',
              requestedAt: '2025-07-16T08:00:00.000Z',
            },
          ],
        },
      },
      'GET /api/admin/people': { body: held },
    });
    renderAdmin('/dashboard/people');
    const requests = await screen.findByRole('region', { name: 'Open erasure requests' });
    expect(await within(requests).findByText('Grace Atuhaire')).toBeInTheDocument();
    await userEvent.click(within(requests).getByRole('button', { name: 'Look up Grace Atuhaire' }));
    expect(await screen.findByText(/4 records held about/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue(email);
    const lookUp = calls.find((call) => call.path === '/api/admin/people');
    expect(Object.fromEntries(lookUp!.search)).toEqual({ email });
  });

  it('shows the records grouped by kind, each linked to its screen', async () => {
    signedIn({
      'GET /api/admin/people/erasure-requests': noRequests,
      'GET /api/admin/people': { body: held },
    });
    renderAdmin(`/dashboard/people?email=${email}`);
    const registrations = await screen.findByRole('region', { name: 'Registrations (1)' });
    expect(within(registrations).getByRole('link', { name: 'CAAWG11-0012' })).toHaveAttribute(
      'href',
      `/dashboard/registrations?q=${encodeURIComponent(email)}`,
    );
    expect(screen.getByRole('region', { name: 'Files (1)' })).toHaveTextContent('student-id.pdf');
    expect(
      within(screen.getByRole('region', { name: 'Contact messages (1)' })).getByRole('link', {
        name: 'Field trip',
      }),
    ).toHaveAttribute('href', '/dashboard/contact-messages/7');
    expect(
      within(screen.getByRole('region', { name: 'Abstracts (1)' })).getByRole('link', {
        name: 'ABS-0042',
      }),
    ).toHaveAttribute('href', '/dashboard/abstracts/42');
  });

  it('says when nothing is held', async () => {
    signedIn({
      'GET /api/admin/people/erasure-requests': noRequests,
      'GET /api/admin/people': { body: { email: 'nobody@example.org', records: [] } },
    });
    renderAdmin('/dashboard/people?email=nobody@example.org');
    expect(await screen.findByText('Nothing held')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase' })).not.toBeInTheDocument();
  });

  it('erases after a confirmation that counts what will go and asks for a reason', async () => {
    let erased = false;
    const calls = signedIn({
      'GET /api/admin/people/erasure-requests': noRequests,
      'GET /api/admin/people': () => ({ body: erased ? { email, records: [] } : held }),
      'POST /api/admin/people/erase': () => {
        erased = true;
        return {
          body: {
            success: true,
            message: 'The person’s data has been erased.',
            marker: 'Erased person 0042',
            counts: { registration: 1, file: 1, 'contact-message': 1, abstract: 1 },
          },
        };
      },
    });
    renderAdmin(`/dashboard/people?email=${email}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Erase' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase this person' });
    expect(dialog).toHaveTextContent(`The 4 records held about ${email} will be anonymised`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase 4 records' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please give the reason for the erasure.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked on the access-link page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase 4 records' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Erased. What the books keep is now named “Erased person 0042”.',
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      email,
      reason: 'Asked on the access-link page',
    });
    await waitFor(() => expect(screen.getByText('Nothing held')).toBeInTheDocument());
  });

  it('exports after a confirmation with the count', async () => {
    const calls = signedIn({
      'GET /api/admin/people/erasure-requests': noRequests,
      'GET /api/admin/people': { body: held },
      'GET /api/admin/people/export': { body: 'zip' },
    });
    renderAdmin(`/dashboard/people?email=${email}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export this person’s data' });
    expect(dialog).toHaveTextContent(`A ZIP with the 4 records held about ${email}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/people/export')).toBe(true),
    );
  });

  it('is not in the side bar of a role other than administrator', async () => {
    window.localStorage.setItem('token', 'test-token');
    mockApi({
      'GET /api/auth/me': {
        body: { success: true, data: { id: '2', email: 'f@example.org', role: 'finance' } },
      },
    });
    renderAdmin('/dashboard/account');
    await screen.findByRole('link', { name: 'My account' });
    expect(screen.queryByRole('link', { name: 'People' })).not.toBeInTheDocument();
  });
});
