import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  registration,
  renderAdmin,
  signedIn,
  statistics,
  type MockResponse,
} from '../testing/render-admin';

/** Three screens load one after another here: more than findBy's one second on a busy machine. */
const wait = { timeout: 5000 };

const unavailable: MockResponse = {
  status: 503,
  body: { success: false, message: 'The service is unavailable' },
};

interface SectionCase {
  /** The side bar's link to the section. */
  link: string;
  route: string;
  loaded: MockResponse;
  /** A text the loaded content shows. */
  shown: string;
  failure: string;
}

const sections: SectionCase[] = [
  {
    link: 'Registrations',
    route: 'GET /api/admin/registrations',
    loaded: {
      body: {
        success: true,
        data: [registration({ firstName: 'Esther', familyName: 'Mukasa' })],
        count: 1,
      },
    },
    shown: 'esther',
    failure: 'Failed to load registrations',
  },
  {
    link: 'Team',
    route: 'GET /api/admin/team',
    loaded: {
      body: {
        success: true,
        data: [
          {
            id: '2',
            email: 'treasurer@example.org',
            role: 'finance',
            status: 'active',
            createdAt: '',
            subthemes: [],
          },
        ],
        count: 1,
      },
    },
    shown: 'treasurer@example.org',
    failure: 'Failed to load the team',
  },
  {
    link: 'Audit log',
    route: 'GET /api/admin/audit-log',
    loaded: {
      body: {
        success: true,
        data: [
          {
            id: '1',
            actor: 'treasurer@example.org',
            action: 'payment.verified',
            before: { status: 'pending' },
            after: { status: 'verified' },
            createdAt: '2025-06-01T10:00:00.000Z',
            recordType: 'payment',
            recordId: '41',
            clientAddress: '203.0.113.9',
          },
        ],
        count: 1,
      },
    },
    shown: 'payment.verified',
    failure: 'Failed to load the audit log',
  },
];

describe('a section opened again after a failed load', () => {
  it.each(sections)(
    '$link: the Error panel replaces what it showed before',
    async ({ link, route, loaded, shown, failure }) => {
      let answer = loaded;
      signedIn({
        'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
        'GET /api/admin/team/invitations': { body: { success: true, data: [], count: 0 } },
        [route]: () => answer,
      });
      renderAdmin('/dashboard');
      const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, wait);
      await userEvent.click(within(nav).getByRole('link', { name: link }));
      expect((await screen.findAllByText(new RegExp(shown, 'i'), {}, wait)).length).toBeGreaterThan(
        0,
      );

      answer = unavailable;
      await userEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
      await screen.findByText('Total Registrations', {}, wait);
      await userEvent.click(within(nav).getByRole('link', { name: link }));

      const panel = (await screen.findByText(failure, {}, wait)).closest('[role="alert"]');
      expect(panel).toHaveTextContent(new RegExp(`^Error${failure}$`));
      expect(screen.queryByText(new RegExp(shown, 'i'))).not.toBeInTheDocument();
    },
  );
});
