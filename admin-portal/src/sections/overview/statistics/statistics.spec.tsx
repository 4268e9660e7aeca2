import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderAdmin,
  signedIn,
  statistics,
  type MockResponse,
} from '../../../testing/render-admin';

describe('Conference Statistics', () => {
  it('shows the bars, the revenue breakdown and the payment status ring', async () => {
    signedIn({ 'GET /api/admin/dashboard': { body: { success: true, data: statistics() } } });
    renderAdmin('/dashboard/statistics');
    expect(
      await screen.findByRole('heading', { name: 'Registration Statistics' }),
    ).toBeInTheDocument();
    // Registration types: percent of all 20 registrations.
    expect(screen.getByRole('meter', { name: 'Non-member Participants' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('meter', { name: 'Speakers & Members' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(screen.getByRole('meter', { name: 'AAWG & Students' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // Presentation types: relative to oral + poster (6 + 2).
    expect(screen.getByRole('meter', { name: 'Oral Presentations' })).toHaveAttribute(
      'aria-valuetext',
      '6 (75%)',
    );
    expect(screen.getByRole('meter', { name: 'Poster Presentations' })).toHaveAttribute(
      'aria-valuetext',
      '2 (25%)',
    );
    expect(screen.getByRole('meter', { name: 'Attending the field trip' })).toHaveAttribute(
      'aria-valuetext',
      '5 (25%)',
    );

    expect(screen.getByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(screen.getByText('Non-member Participants ($150 × 8)').nextSibling).toHaveTextContent(
      '$1,200 USD',
    );
    expect(screen.getByText('Total Revenue').nextSibling).toHaveTextContent('$1,150.50 USD');

    expect(screen.getByRole('img', { name: '45% verified' })).toBeInTheDocument();
    expect(screen.getByText('Verified').closest('div')).toHaveTextContent('9');
    expect(screen.getByText('Pending').closest('div')).toHaveTextContent('4');
    expect(screen.getByText('Not Submitted').closest('div')).toHaveTextContent('7');
  });

  it('shows 0% rather than dividing by zero when nobody has registered', async () => {
    signedIn({
      'GET /api/admin/dashboard': {
        body: {
          success: true,
          data: statistics({
            totalRegistrations: 0,
            verifiedPayments: 0,
            pendingPayments: 0,
            totalRevenue: 0,
            registrationTypeBreakdown: { nonMember: 0, speakerMember: 0, affiliateStudent: 0 },
            presentationTypes: { oral: 0, poster: 0 },
            fieldTripAttendance: 0,
            recentRegistrations: [],
          }),
        },
      },
    });
    renderAdmin('/dashboard/statistics');
    expect(await screen.findByRole('img', { name: '0% verified' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Oral Presentations' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it("shows 'Failed to load statistics' in the Error panel", async () => {
    signedIn({ 'GET /api/admin/dashboard': { status: 500 } });
    renderAdmin('/dashboard/statistics');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load statistics');
  });

  it('replaces figures loaded before with the Error panel when a later load fails', async () => {
    let answer: MockResponse = { body: { success: true, data: statistics() } };
    signedIn({ 'GET /api/admin/dashboard': () => answer });
    renderAdmin('/dashboard');
    expect(await screen.findByText('Total Registrations')).toBeInTheDocument();

    answer = { status: 503, body: { success: false, message: 'The service is unavailable' } };
    await userEvent.click(screen.getByRole('link', { name: 'Statistics' }));
    const alert = (await screen.findByText('Failed to load statistics')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Error');
    expect(screen.getByRole('heading', { name: 'Conference Statistics' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Registration Statistics' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
  });
});
