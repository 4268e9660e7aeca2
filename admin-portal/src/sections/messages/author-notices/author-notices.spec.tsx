import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AbstractNoticePreview, AbstractNoticeQueue } from '@caawg11/conference';
import { adminUser, renderAdmin, signedIn, statistics } from '../../../testing/render-admin';

function queue(sent: boolean): AbstractNoticeQueue {
  return {
    groups: [
      {
        outcome: 'oral',
        label: 'Accepted as oral presentation',
        count: sent ? 0 : 2,
        abstracts: sent
          ? []
          : [
              {
                id: '42',
                reference: 'ABS-0042',
                title: 'Groundwater recharge in the Lake Victoria basin',
                email: 'amina@example.org',
              },
              {
                id: '43',
                reference: 'ABS-0043',
                title: 'Springs of the Rwenzori',
                email: 'kato@example.org',
              },
            ],
      },
      { outcome: 'poster', label: 'Accepted as poster', count: 0, abstracts: [] },
      {
        outcome: 'reject',
        label: 'Not accepted',
        count: sent ? 0 : 1,
        abstracts: sent
          ? []
          : [
              {
                id: '44',
                reference: 'ABS-0044',
                title: 'A survey of wells',
                email: 'w@example.org',
              },
            ],
      },
    ],
    duplicates: sent ? 0 : 1,
  };
}

const oralPreview: AbstractNoticePreview = {
  outcome: 'oral',
  count: 2,
  notices: [
    {
      reference: 'ABS-0042',
      to: 'amina@example.org',
      subject: 'Your CAAWG11 abstract has been accepted as an oral presentation (ABS-0042)',
      text: 'Dear Dr. Amina Okello,\n\nYour abstract "Groundwater recharge in the Lake Victoria basin" has been accepted.\n\nThe reviewers’ comments:\n“A clear method.”',
      html: '<p>…</p>',
    },
  ],
};

function noticesApi() {
  let sent = false;
  return signedIn({
    'GET /api/admin/abstract-notices': () => ({ body: { success: true, data: queue(sent) } }),
    'GET /api/admin/abstract-notices/preview': () => ({
      body: { success: true, data: oralPreview },
    }),
    'POST /api/admin/abstract-notices/send': () => {
      sent = true;
      return { body: { success: true, message: '3 notices are on their way.', data: { sent: 3 } } };
    },
  });
}

describe('the Author notices section', () => {
  it('shows the queue by outcome and previews an outcome as its authors will read it', async () => {
    const calls = noticesApi();
    renderAdmin('/dashboard/author-notices');
    const oral = await screen.findByRole('region', {
      name: 'Accepted as oral presentation: 2 notices',
    });
    expect(screen.getByRole('region', { name: 'Not accepted: 1 notice' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Accepted as poster/ })).toBeNull();
    expect(oral).toHaveTextContent('ABS-0042Groundwater recharge in the Lake Victoria basin');
    expect(screen.getByText(/get no notice: the abstract they repeat carries it/)).toBeVisible();
    expect(
      screen.getByText(
        '1 abstract marked as a duplicate leaves the queue without a notice when you send.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(oral).getByRole('button', { name: 'Preview' }));
    const notice = await within(oral).findByRole('article', { name: 'Notice ABS-0042' });
    expect(within(notice).getByText('Subject').nextElementSibling).toHaveTextContent(
      'Your CAAWG11 abstract has been accepted as an oral presentation (ABS-0042)',
    );
    expect(within(notice).getByText('Body').nextElementSibling).toHaveTextContent(
      '“A clear method.”',
    );
    expect(
      within(oral).getByText('The first 1 of 2 notices, as their authors will read them.'),
    ).toBeInTheDocument();
    expect(
      calls
        .find((call) => call.path === '/api/admin/abstract-notices/preview')
        ?.search.get('outcome'),
    ).toBe('oral');
  });

  it('sends every notice after confirming in a dialog, then the queue is empty', async () => {
    const calls = noticesApi();
    renderAdmin('/dashboard/author-notices');
    const send = await screen.findByRole('button', { name: 'Send 3 notices' });

    await userEvent.click(send);
    const dialog = screen.getByRole('dialog', { name: 'Send 3 notices?' });
    expect(dialog).toHaveTextContent('Accepted as oral presentation: 2; Not accepted: 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(send);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Send 3 notices' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('3 notices are on their way.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      outcomes: ['oral', 'reject'],
    });
    await waitFor(() =>
      expect(screen.getByText('No notices are waiting to be sent.')).toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull();
  });

  it('is in the side bar for administrators only', async () => {
    noticesApi();
    const { unmount } = renderAdmin('/dashboard/author-notices');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Author notices' })).toHaveAttribute(
      'href',
      '/dashboard/author-notices',
    );
    unmount();

    signedIn({
      'GET /api/auth/me': {
        body: { success: true, data: { ...adminUser, role: 'reviewer', subthemes: [] } },
      },
      'GET /api/admin/inboxes/counts': { body: { success: true, data: {} } },
      'GET /api/admin/dashboard': { body: { success: true, data: statistics() } },
    });
    renderAdmin();
    const reviewerNav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(reviewerNav).queryByRole('link', { name: 'Author notices' })).toBeNull();
  });
});
