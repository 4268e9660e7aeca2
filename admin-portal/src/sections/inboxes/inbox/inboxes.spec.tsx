import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminAbstract,
  AdminBooking,
  AdminContactMessage,
  AdminMembership,
  AdminSponsorshipInquiry,
  AuthUser,
  ContactMessageDetail,
  HistoryEntry,
  InboxDetail,
} from '@caawg11/conference';
import {
  mockApi,
  renderAdmin,
  signedIn,
  type ApiCall,
  type MockResponse,
} from '../../../testing/render-admin';

const team = [
  { id: '1', email: 'organiser@example.org' },
  { id: '5', email: 'comms@example.org' },
];

const shared = {
  status: 'new' as const,
  assignee: null,
  createdAt: '2025-06-01T08:00:00.000Z',
  updatedAt: '2025-06-01T08:00:00.000Z',
};

function membership(id: string, overrides: Partial<AdminMembership> = {}): AdminMembership {
  return {
    ...shared,
    id,
    reference: `MEM-${id.padStart(4, '0')}`,
    email: `member${id}@example.org`,
    title: 'Dr.',
    name: `Member ${id}`,
    organisation: 'Uganda Geological Survey',
    profession: 'Geologist',
    qualification: 'PhD',
    address: null,
    phone: null,
    mobile: null,
    fax: null,
    webpage: null,
    ...overrides,
  };
}

function abstract(id: string, overrides: Partial<AdminAbstract> = {}): AdminAbstract {
  return {
    ...shared,
    status: 'submitted',
    id,
    reference: `ABS-${id.padStart(4, '0')}`,
    email: 'author@example.org',
    title: 'Groundwater in the Albertine rift',
    firstAuthor: 'Grace Nakato',
    affiliation: 'Makerere University',
    phone: null,
    subtheme: 'Water Supply and Geosciences',
    presentationType: 'Poster Presentation',
    language: 'French',
    comments: null,
    abstractText: null,
    abstractTextSource: null,
    keywords: [],
    fileName: 'abstract.pdf',
    fileUrl: `/api/admin/abstracts/${id}/file-link`,
    authorResponse: null,
    authorRespondedAt: null,
    changedAfterReviewAt: null,
    ...overrides,
  };
}

function contactMessage(id: string): AdminContactMessage {
  return {
    ...shared,
    id,
    reference: `MSG-${id.padStart(4, '0')}`,
    email: 'samuel@example.org',
    name: 'Samuel Mensah',
    subject: 'Visa letter',
    message: 'Can you send me an invitation letter for my visa?',
  };
}

function booking(id: string): AdminBooking {
  return {
    ...shared,
    id,
    reference: `ACC-${id.padStart(4, '0')}`,
    email: 'ruth@example.org',
    fullName: 'Ruth Achieng',
    phone: '+256700000000',
    nationality: 'Kenyan',
    accommodationType: 'Single Deluxe Room',
    sharingPreference: 'Prefer private room',
    checkInDate: '2025-11-10',
    checkOutDate: '2025-11-12',
    nights: 2,
    valueUsd: 240,
    specialRequests: null,
  };
}

function inquiry(id: string): AdminSponsorshipInquiry {
  return {
    ...shared,
    id,
    reference: `SPN-${id.padStart(4, '0')}`,
    email: 'joy@example.org',
    name: 'Joy Auma',
    company: 'Rift Drilling Ltd',
    phone: null,
    packageInterest: 'Custom Package',
    amountUsd: null,
    message: 'We would like a booth and a lunch.',
  };
}

function page(rows: unknown[], count = rows.length): MockResponse {
  return { body: { success: true, message: 'Records', data: rows, count } };
}

function detail<Item>(item: Item, more: Partial<InboxDetail<Item>> = {}): MockResponse {
  return {
    body: { success: true, message: 'Record', data: { item, notes: [], history: [], ...more } },
  };
}

function ok(data: unknown): MockResponse {
  return { body: { success: true, message: 'Done', data } };
}

const inboxRoutes = {
  'GET /api/admin/inboxes/counts': ok({ abstracts: 2, memberships: 3, 'contact-messages': 0 }),
  'GET /api/admin/inboxes/assignees': ok(team),
};

function lastCall(calls: ApiCall[], method: string, path: string): ApiCall | undefined {
  return calls.filter((call) => call.method === method && call.path === path).at(-1);
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe('the sidebar', () => {
  it('lists the inboxes with their count of new records', async () => {
    signedIn(inboxRoutes);
    renderAdmin('/dashboard/team');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const memberships = await within(nav).findByRole('link', { name: 'Membership applications' });
    await waitFor(() => expect(memberships).toHaveAccessibleDescription('3 new'));
    expect(memberships).toHaveAttribute('href', '/dashboard/memberships');
    expect(memberships).toHaveTextContent('3');
    expect(within(nav).getByRole('link', { name: 'Abstracts' })).toHaveAccessibleDescription(
      '2 new',
    );
    // No badge when nothing is new.
    expect(
      within(nav).getByRole('link', { name: 'Contact messages' }),
    ).not.toHaveAccessibleDescription();
    for (const title of ['Accommodation requests', 'Sponsorship inquiries']) {
      expect(within(nav).getByRole('link', { name: title })).toBeInTheDocument();
    }
  });

  it('shows each role only the inboxes it may read', async () => {
    const roles: [AuthUser['role'], string[]][] = [
      ['communications', ['Membership applications', 'Contact messages', 'Sponsorship inquiries']],
      ['logistics', ['Accommodation requests']],
      // Reviewers work from My reviews: the abstracts inbox names the authors.
      ['reviewer', []],
      ['finance', []],
    ];
    for (const [role, visible] of roles) {
      window.localStorage.setItem('token', 'test-token');
      mockApi({
        'GET /api/auth/me': {
          body: { success: true, data: { id: '9', email: 'x@example.org', role } },
        },
        'GET /api/admin/inboxes/counts': ok({}),
      });
      const view = renderAdmin('/dashboard/team');
      const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
      const titles = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
        .filter((text) =>
          [
            'Abstracts',
            'Membership applications',
            'Contact messages',
            'Accommodation requests',
            'Sponsorship inquiries',
          ].includes(text),
        );
      expect({ role, titles }).toEqual({ role, titles: visible });
      view.unmount();
    }
  });
});

describe('an inbox list', () => {
  it('reads its filters, order and page from the URL and keeps every change there', async () => {
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/memberships': page([membership('1'), membership('2')], 25),
    });
    renderAdmin('/dashboard/memberships?status=new&q=grace&page=2&sort=name&order=asc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership applications' }),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(lastCall(calls, 'GET', '/api/admin/memberships')?.search.toString()).toBe(
      'status=new&q=grace&sort=name&order=asc&page=2&limit=10',
    );
    expect(screen.getByLabelText('Search')).toHaveValue('grace');
    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('new');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'New', 'Approved', 'Declined']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 11 to 12 of 25 results');

    const assignee = screen.getByLabelText('Assigned to');
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Anyone', 'Me', 'Nobody', 'organiser@example.org', 'comms@example.org']),
    );
    await userEvent.selectOptions(assignee, 'comms@example.org');
    await waitFor(() => expect(location()).toContain('assignee=5'));
    // A new filter starts again at the first page.
    expect(location()).not.toContain('page=');
    await waitFor(() =>
      expect(lastCall(calls, 'GET', '/api/admin/memberships')?.search.get('assignee')).toBe('5'),
    );

    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'Olú{Enter}');
    await waitFor(() => expect(new URLSearchParams(location().split('?')[1]).get('q')).toBe('Olú'));

    await userEvent.type(screen.getByLabelText('From'), '2025-06-01');
    await waitFor(() => expect(location()).toContain('from=2025-06-01'));

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(location()).toContain('order=desc'));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Organisation' }));
    await waitFor(() =>
      expect(lastCall(calls, 'GET', '/api/admin/memberships')?.search.toString()).toBe(
        'status=new&q=Ol%C3%BA&assignee=5&from=2025-06-01&sort=organisation&order=asc&page=1&limit=10',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toContain('page=2'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(location()).toBe('/dashboard/memberships?sort=organisation&order=asc'),
    );
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('shows the abstracts columns and filters by subtheme, presentation type and language', async () => {
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/abstracts': page([abstract('7')]),
    });
    renderAdmin('/dashboard/abstracts');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'Select all on this page',
      'Reference',
      'Title',
      'First author',
      'Subtheme',
      'Presentation type',
      'Language',
      'Submitted',
      'Status',
    ]);
    const link = within(table).getByRole('link', { name: 'ABS-0007' });
    expect(link).toHaveAttribute('href', '/dashboard/abstracts/7');
    expect(within(table).getByText('Submitted', { selector: 'span' })).toHaveClass('bg-yellow-100');

    await userEvent.selectOptions(
      screen.getByLabelText('Subtheme'),
      'Water Supply and Geosciences',
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Presentation type'),
      'Poster Presentation',
    );
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'French');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Under review');
    await waitFor(() =>
      expect(lastCall(calls, 'GET', '/api/admin/abstracts')?.search.toString()).toBe(
        'status=under+review&subtheme=Water+Supply+and+Geosciences&presentationType=Poster+Presentation&language=French&page=1&limit=10',
      ),
    );
    expect(location()).toContain('language=French');
    expect(screen.getByLabelText('Subtheme')).toHaveValue('Water Supply and Geosciences');
  });

  it('changes the status of the selected rows, asking for a reason where the applicant is told why', async () => {
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/memberships': page([membership('1'), membership('2'), membership('3')]),
      'PUT /api/admin/memberships/status': ok({ updated: 1 }),
    });
    renderAdmin('/dashboard/memberships');
    await screen.findByRole('table');
    const apply = screen.getByRole('button', { name: 'Apply to selected' });
    expect(apply).toBeDisabled();

    await userEvent.click(screen.getByLabelText('Select all on this page'));
    expect(screen.getByLabelText('Select MEM-0001')).toBeChecked();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Select MEM-0003'));
    expect(screen.getByLabelText('Select all on this page')).not.toBeChecked();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('New status for selected'), 'Declined');
    expect(screen.getByLabelText('Reason')).toBeRequired();
    await userEvent.click(apply);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please give a reason: the person who wrote in is told why.',
    );
    expect(lastCall(calls, 'PUT', '/api/admin/memberships/status')).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Reason'), 'Membership is for geoscientists.');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/admin/memberships/status')?.body).toEqual({
        ids: ['1', '2'],
        status: 'declined',
        reason: 'Membership is for geoscientists.',
      }),
    );
    expect(
      await screen.findByText('1 record changed to Declined. 1 record already had this status.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Select MEM-0001')).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the old rows with the Error panel when a refresh fails', async () => {
    let fail = false;
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/memberships': () =>
        fail ? { status: 500, body: { success: false, message: 'down' } } : page([membership('1')]),
      'PUT /api/admin/memberships/status': () => {
        fail = true;
        return ok({ updated: 1 });
      },
    });
    renderAdmin('/dashboard/memberships');
    await screen.findByRole('table');
    await userEvent.click(screen.getByLabelText('Select MEM-0001'));
    await userEvent.selectOptions(screen.getByLabelText('New status for selected'), 'Approved');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to selected' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^ErrorFailed to load membership applications$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Member 1')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded at all', async () => {
    signedIn({ ...inboxRoutes });
    renderAdmin('/dashboard/bookings');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        'ErrorFailed to load nights by date',
        'ErrorFailed to load accommodation requests',
      ]),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('exports', () => {
    let saved: Blob[];
    beforeEach(() => {
      saved = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      });
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it('exports what the list currently shows, as CSV and XLSX', async () => {
      const calls = signedIn({
        ...inboxRoutes,
        'GET /api/admin/bookings': page([booking('4')]),
        'GET /api/admin/bookings/nights': ok([]),
        'GET /api/admin/bookings/export': { body: 'Reference,Name' },
      });
      renderAdmin(
        '/dashboard/bookings?accommodationType=Single+Deluxe+Room&status=new&page=3&sort=nights&order=desc',
      );
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(lastCall(calls, 'GET', '/api/admin/bookings/export')?.search.toString()).toBe(
        'status=new&accommodationType=Single+Deluxe+Room&sort=nights&order=desc&format=csv',
      );
      expect(lastCall(calls, 'GET', '/api/admin/bookings/export')?.authorization).toBe(
        'Bearer test-token',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(lastCall(calls, 'GET', '/api/admin/bookings/export')?.search.get('format')).toBe(
        'xlsx',
      );
    });

    it('tells when an export fails', async () => {
      signedIn({
        ...inboxRoutes,
        'GET /api/admin/sponsorship-inquiries': page([inquiry('2')]),
        'GET /api/admin/sponsorship-inquiries/pipeline': ok({
          confirmedUsd: 0,
          inDiscussionUsd: 0,
          unpricedCount: 0,
        }),
      });
      renderAdmin('/dashboard/sponsorship-inquiries');
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The export failed. Please try again.',
      );
    });

    it('downloads the book of abstracts', async () => {
      const calls = signedIn({
        ...inboxRoutes,
        'GET /api/admin/abstracts': page([abstract('7')]),
        'GET /api/admin/abstracts/book-of-abstracts': { body: 'zip' },
      });
      renderAdmin('/dashboard/abstracts');
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Download book of abstracts' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(lastCall(calls, 'GET', '/api/admin/abstracts/book-of-abstracts')).toBeDefined();
    });

    it('exports registrations and payments with their current filter', async () => {
      const calls = signedIn({
        ...inboxRoutes,
        'GET /api/admin/registrations': page([]),
        'GET /api/admin/registrations/export': { body: 'x' },
        'GET /api/admin/payments': page([]),
        'GET /api/admin/payments/export': { body: 'x' },
      });
      const view = renderAdmin('/dashboard/registrations?status=verified');
      await screen.findByText('No registrations found');
      await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
      await waitFor(() =>
        expect(lastCall(calls, 'GET', '/api/admin/registrations/export')?.search.toString()).toBe(
          'format=xlsx&paymentStatus=verified',
        ),
      );
      view.unmount();

      renderAdmin('/dashboard/payments?status=rejected');
      await screen.findByText('No payments found');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() =>
        expect(lastCall(calls, 'GET', '/api/admin/payments/export')?.search.toString()).toBe(
          'format=csv&status=rejected',
        ),
      );
    });
  });

  it('shows the nights requested per date and type with their value', async () => {
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/bookings': page([booking('4')]),
      'GET /api/admin/bookings/nights': ok([
        { date: '2025-11-10', accommodationType: 'Single Deluxe Room', nights: 2, valueUsd: 240 },
        { date: '2025-11-10', accommodationType: '3-Bedroom Apartment', nights: 1, valueUsd: 275 },
        { date: '2025-11-11', accommodationType: 'Single Deluxe Room', nights: 1, valueUsd: 120 },
      ]),
    });
    renderAdmin('/dashboard/bookings');
    const nights = await screen.findByRole('table', { name: 'Nights by date' });
    const [header, first, second, total] = within(nights).getAllByRole('row');
    expect(header).toHaveTextContent(
      'Night of3-Bedroom Apartment2-Bedroom ApartmentSingle Deluxe RoomValue',
    );
    expect(first).toHaveTextContent('10 Nov 20251 ($275 USD)02 ($240 USD)$515 USD');
    expect(second).toHaveTextContent('11 Nov 2025001 ($120 USD)$120 USD');
    expect(total).toHaveTextContent('Total103$635 USD');
    expect(screen.getByLabelText('Accommodation type')).toBeInTheDocument();
  });

  it('totals the sponsorship pipeline', async () => {
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/sponsorship-inquiries': page([inquiry('2')]),
      'GET /api/admin/sponsorship-inquiries/pipeline': ok({
        confirmedUsd: 15000,
        inDiscussionUsd: 4500,
        unpricedCount: 1,
      }),
    });
    renderAdmin('/dashboard/sponsorship-inquiries');
    const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
    await waitFor(() => expect(pipeline).toHaveTextContent('Confirmed$15,000 USD'));
    expect(pipeline).toHaveTextContent('In discussion$4,500 USD');
    expect(pipeline).toHaveTextContent('1 inquiry has no amount yet and is not counted.');
    expect(screen.getByLabelText('Package')).toBeInTheDocument();
  });
});

describe('a record of an inbox', () => {
  const history: HistoryEntry[] = [
    {
      id: '1',
      actor: 'comms@example.org',
      action: 'inbox.assigned',
      before: { assignee: null },
      after: { assignee: 'comms@example.org' },
      createdAt: '2025-06-02T08:00:00.000Z',
    },
  ];

  it('changes the status, shows the author’s answer, assigns it and keeps internal notes', async () => {
    let item = abstract('7', {
      status: 'accepted',
      authorResponse: 'confirmed',
      authorRespondedAt: '2025-06-04T09:00:00.000Z',
      changedAfterReviewAt: '2025-06-03T10:00:00.000Z',
    });
    const notes: InboxDetail<AdminAbstract>['notes'] = [];
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/abstracts/7': () => detail(item, { notes, history }),
      'PUT /api/admin/abstracts/7/status': ({ body }) => {
        item = { ...item, status: (body as { status: AdminAbstract['status'] }).status };
        return ok(item);
      },
      'PUT /api/admin/abstracts/7/assignee': () => {
        item = { ...item, assignee: team[1]! };
        return ok(item);
      },
      'POST /api/admin/abstracts/7/notes': ({ body }) => {
        notes.push({
          id: '1',
          author: 'organiser@example.org',
          body: (body as { body: string }).body,
          createdAt: '2025-06-03T08:00:00.000Z',
        });
        return { status: 201, body: { success: true, data: notes[0] } };
      },
    });
    renderAdmin('/dashboard/abstracts/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'ABS-0007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Abstracts' })).toHaveAttribute(
      'href',
      '/dashboard/abstracts',
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Title').nextElementSibling).toHaveTextContent(
      'Groundwater in the Albertine rift',
    );
    expect(within(details).getByText('Affiliation').nextElementSibling).toHaveTextContent(
      'Makerere University',
    );
    const historyList = screen.getByRole('list', { name: 'History' });
    expect(historyList).toHaveTextContent('Assignee changed');
    expect(historyList).toHaveTextContent('assignee: none → comms@example.org');

    expect(within(details).getByText('Author’s answer').nextElementSibling).toHaveTextContent(
      /^Author confirmed on .*2025/,
    );
    expect(within(details).getByText('Changed by the author').nextElementSibling).toHaveTextContent(
      /^Changed by the author after review started \(last on .*2025, .*\)/,
    );

    // Acceptance and rejection follow the committee's decision once its notice is sent.
    const statusSelect = screen.getByLabelText('New status');
    expect(within(statusSelect).getByRole('option', { name: 'Accepted' })).toBeDisabled();
    expect(within(statusSelect).queryByRole('option', { name: 'Rejected' })).toBeNull();
    await userEvent.selectOptions(statusSelect, 'Withdrawn');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/admin/abstracts/7/status')?.body).toEqual({
        status: 'withdrawn',
      }),
    );
    expect(await screen.findByText('Status saved: Withdrawn.')).toHaveAttribute('role', 'status');
    // The choice follows the record again once it is saved.
    await waitFor(() =>
      expect(within(statusSelect).queryByRole('option', { name: 'Accepted' })).toBeNull(),
    );
    expect(statusSelect).toHaveValue('withdrawn');

    const assignee = screen.getByLabelText('Assigned to');
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(assignee, 'comms@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/admin/abstracts/7/assignee')?.body).toEqual({
        userId: '5',
      }),
    );
    expect(await screen.findByText('Assigned to comms@example.org.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a note');
    await userEvent.type(screen.getByLabelText('Internal note'), 'Second opinion asked.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const noteList = await screen.findByRole('list', { name: 'Notes' });
    expect(noteList).toHaveTextContent('Second opinion asked.');
    expect(noteList).toHaveTextContent('organiser@example.org');
    expect(screen.getByLabelText('Internal note')).toHaveValue('');
  });

  it('shows who holds the record and keeps a note that could not be sent', async () => {
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/memberships/1': detail(membership('1', { assignee: team[1]! })),
      'POST /api/admin/memberships/1/notes': { status: 500, body: { success: false } },
    });
    renderAdmin('/dashboard/memberships/1');
    const assignee = await screen.findByLabelText('Assigned to');
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(3));
    expect(assignee).toHaveValue('5');

    await userEvent.type(screen.getByLabelText('Internal note'), '  Call back on Monday. ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to add the note. Please try again.',
    );
    expect(lastCall(calls, 'POST', '/api/admin/memberships/1/notes')?.body).toEqual({
      body: 'Call back on Monday.',
    });
    expect(screen.getByLabelText('Internal note')).toHaveValue('  Call back on Monday. ');
  });

  it('replaces the record with the Error panel when its refresh fails', async () => {
    let fail = false;
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/memberships/1': () =>
        fail ? { status: 503, body: { success: false, message: 'down' } } : detail(membership('1')),
      'PUT /api/admin/memberships/1/status': () => {
        fail = true;
        return ok(membership('1', { status: 'approved' }));
      },
    });
    renderAdmin('/dashboard/memberships/1');
    await userEvent.selectOptions(await screen.findByLabelText('New status'), 'Approved');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^ErrorFailed to load the record$/);
    expect(screen.queryByRole('heading', { level: 1, name: 'Member 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('says so when a record does not exist', async () => {
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/bookings/99': {
        status: 404,
        body: { success: false, message: 'Accommodation request not found' },
      },
    });
    renderAdmin('/dashboard/bookings/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This record does not exist or is not yours to see.',
    );
    expect(
      screen.getByRole('link', { name: 'Back to Accommodation requests' }),
    ).toBeInTheDocument();
  });

  it('opens the abstract file through a signed link', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/abstracts/7': detail(abstract('7')),
      'POST /api/admin/abstracts/7/file-link': {
        body: { success: true, url: '/api/files/3/99/signature' },
      },
    });
    renderAdmin('/dashboard/abstracts/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Download file' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/files/3/99/signature'));
    expect(lastCall(calls, 'POST', '/api/admin/abstracts/7/file-link')).toBeDefined();
  });

  it('lists the abstract’s authors in order, the presenter marked and affiliations numbered', async () => {
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/abstracts/7': detail(
        abstract('7', {
          abstractText: 'Aquifers of the rift.',
          abstractTextSource: 'document',
          keywords: ['groundwater', 'rift'],
          authors: [
            { name: 'Grace Nakato', affiliation: 'Makerere University', presenting: false },
            { name: 'Amina Diallo', affiliation: 'Université de Dakar', presenting: true },
            { name: 'Ruth Achieng', affiliation: 'Makerere University', presenting: false },
          ],
        }),
      ),
    });
    renderAdmin('/dashboard/abstracts/7');
    const authors = await screen.findByRole('list', { name: 'Authors' });
    expect(
      within(authors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grace Nakato1', 'Amina Diallo2 (presenting)', 'Ruth Achieng1']);
    const affiliations = screen.getByRole('list', { name: 'Affiliations' });
    expect(
      within(affiliations)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 Makerere University', '2 Université de Dakar']);
    expect(screen.getByText('groundwater, rift')).toBeInTheDocument();
    expect(screen.getByText('Aquifers of the rift.')).toBeInTheDocument();
    expect(screen.getByText('Read from the Word file.')).toBeInTheDocument();
  });

  it('marks the author who says they are not one of the abstract’s authors', async () => {
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/abstracts/7': detail(
        abstract('7', {
          authors: [
            {
              name: 'Grace Nakato',
              affiliation: 'Makerere University',
              email: 'grace@example.org',
              presenting: true,
            },
            {
              name: 'Ruth Achieng',
              affiliation: 'Makerere University',
              email: 'ruth@example.org',
              presenting: false,
              disowned: true,
            },
          ],
        }),
      ),
    });
    renderAdmin('/dashboard/abstracts/7');
    const authors = await screen.findByRole('list', { name: 'Authors' });
    expect(
      within(authors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Grace Nakato1 (presenting) · grace@example.org',
      'Ruth Achieng1 · ruth@example.org · Says this is not them',
    ]);
  });

  it('shows the thread of a contact message and sends a reply', async () => {
    let data: ContactMessageDetail = {
      item: contactMessage('3'),
      notes: [],
      history: [],
      replies: [],
    };
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/contact-messages/3': () => ok(data),
      'POST /api/admin/contact-messages/3/replies': ({ body }) => {
        const reply = {
          id: '1',
          author: 'organiser@example.org',
          body: (body as { body: string }).body,
          createdAt: '2025-06-02T09:00:00.000Z',
        };
        data = { ...data, item: { ...data.item, status: 'answered' }, replies: [reply] };
        return { status: 201, body: { success: true, data: reply } };
      },
    });
    renderAdmin('/dashboard/contact-messages/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Samuel Mensah' }),
    ).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: 'Thread' });
    expect(thread).toHaveTextContent('Can you send me an invitation letter for my visa?');

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a reply');
    await userEvent.type(screen.getByLabelText('Reply'), 'Yes: send us your passport details.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(lastCall(calls, 'POST', '/api/admin/contact-messages/3/replies')?.body).toEqual({
        body: 'Yes: send us your passport details.',
      }),
    );
    expect(await screen.findByText('Reply sent to samuel@example.org.')).toBeInTheDocument();
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(thread).toHaveTextContent('Reply from organiser@example.org');
    expect(thread).toHaveTextContent('Yes: send us your passport details.');
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('sets the amount agreed with a sponsor', async () => {
    let item = inquiry('2');
    const calls = signedIn({
      ...inboxRoutes,
      'GET /api/admin/sponsorship-inquiries/2': () => detail(item),
      'PUT /api/admin/sponsorship-inquiries/2/amount': ({ body }) => {
        item = { ...item, amountUsd: (body as { amountUsd: number }).amountUsd };
        return ok(item);
      },
    });
    renderAdmin('/dashboard/sponsorship-inquiries/2');
    const amount = await screen.findByLabelText('Amount (USD)');
    await userEvent.type(amount, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Amount must be a number of US dollars, with at most two decimals',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    await waitFor(() =>
      expect(lastCall(calls, 'PUT', '/api/admin/sponsorship-inquiries/2/amount')?.body).toEqual({
        amountUsd: 2500.5,
      }),
    );
    expect(await screen.findByText('Amount saved: $2,500.50 USD.')).toBeInTheDocument();
  });

  it('leads back to the filtered list it was opened from', async () => {
    signedIn({
      ...inboxRoutes,
      'GET /api/admin/memberships': page([membership('1')]),
      'GET /api/admin/memberships/1': detail(membership('1')),
    });
    renderAdmin('/dashboard/memberships?status=new');
    await userEvent.click(await screen.findByRole('link', { name: 'Member 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member 1' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/memberships/1');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Membership applications' }));
    await waitFor(() => expect(location()).toBe('/dashboard/memberships?status=new'));
  });

  it('shows an accommodation request to logistics, who handle them', async () => {
    window.localStorage.setItem('token', 'test-token');
    mockApi({
      'GET /api/auth/me': {
        body: { success: true, data: { id: '9', email: 'l@example.org', role: 'logistics' } },
      },
      ...inboxRoutes,
      'GET /api/admin/bookings/4': detail(booking('4')),
    });
    renderAdmin('/dashboard/bookings/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ruth Achieng' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save status' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Nights').nextElementSibling).toHaveTextContent('2');
    expect(within(details).getByText('Value').nextElementSibling).toHaveTextContent('$240 USD');
    expect(within(details).getByText('Check-in').nextElementSibling).toHaveTextContent(
      '10 Nov 2025',
    );
  });
});
