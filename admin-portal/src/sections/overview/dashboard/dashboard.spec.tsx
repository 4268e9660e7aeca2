import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  renderAdmin,
  signedIn,
  statistics,
  type MockResponse,
} from '../../../testing/render-admin';

describe('Dashboard Overview', () => {
  it('shows the stat cards, the Financial Overview and the recent registrations', async () => {
    signedIn({ 'GET /api/admin/dashboard': { body: { success: true, data: statistics() } } });
    renderAdmin('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await screen.findByText('Total Registrations')).toBeInTheDocument();
    expect(card('Total Registrations')).toHaveTextContent('20');
    expect(card('Verified Payments')).toHaveTextContent('9');
    expect(card('Pending Payments')).toHaveTextContent('4');
    expect(card('Total Abstracts')).toHaveTextContent('12');

    expect(card('Total Revenue')).toHaveTextContent('$1,150.50 USD');
    expect(card('Total Revenue')).toHaveTextContent('From verified registrations');
    expect(card('Non-member Participants')).toHaveTextContent('8$1,200 USD');
    expect(card('Speakers & Members')).toHaveTextContent('7$700 USD');
    expect(card('AAWG & Students')).toHaveTextContent('5$250 USD');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Country', 'Type', 'Status', 'Date']);
    expect(rows[1]).toHaveTextContent('Dr. Grace Nakato');
    expect(within(rows[1]!).getByText('Verified')).toHaveClass('bg-green-100');
    expect(within(rows[2]!).getByText('Pending')).toHaveClass('bg-yellow-100');
    expect(within(rows[3]!).getByText('Rejected')).toHaveClass('bg-gray-100');
  });

  it("replaces the content with the 'Error' panel when the statistics cannot load", async () => {
    signedIn({
      'GET /api/admin/dashboard': { status: 500, body: { success: false, message: 'x' } },
    });
    renderAdmin('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load dashboard statistics');
    expect(screen.queryByText('Total Registrations')).not.toBeInTheDocument();
  });

  it('replaces figures loaded before with the Error panel when a later load fails', async () => {
    let answer: MockResponse = { body: { success: true, data: statistics() } };
    signedIn({ 'GET /api/admin/dashboard': () => answer });
    renderAdmin('/dashboard/statistics');
    expect(await screen.findByText('Non-member Participants ($150 × 8)')).toBeInTheDocument();

    answer = { status: 503, body: { success: false, message: 'The service is unavailable' } };
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load dashboard statistics');
    expect(screen.getByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.queryByText('Total Registrations')).not.toBeInTheDocument();
    expect(screen.queryByText('Financial Overview')).not.toBeInTheDocument();
  });
});
