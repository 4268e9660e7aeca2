import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FieldTripPage } from './FieldTripPage';

function renderPage() {
  render(
    <MemoryRouter>
      <FieldTripPage />
    </MemoryRouter>,
  );
}

describe('FieldTripPage', () => {
  it('has the title and dates of the trip', () => {
    renderPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Post-Conference Field Trip to Western Uganda',
      }),
    ).toBeVisible();
    expect(screen.getByText('October 3-5, 2025')).toBeVisible();
  });

  it('lists the quick facts from the conference library', () => {
    renderPage();
    const facts = Object.fromEntries(
      within(screen.getByRole('region', { name: 'Trip overview' }))
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Cost: '$250Covers accommodation, meals, transport and fees',
      Sites: '6 sites',
      Departs: 'October 3 at 8:00 AM',
      Returns: 'October 5 at 6:00 PM',
      Transport: 'Air-conditioned bus',
      Accommodation: "2 nights' accommodation",
      Availability: 'Limited slots',
    });
  });

  it('offers Reserve Your Spot to /registration with the limited-slots note and the poster', () => {
    renderPage();
    const reserve = screen.getByRole('complementary', { name: 'Reserve a place' });
    expect(within(reserve).getByRole('link', { name: 'Reserve Your Spot' })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(within(reserve).getByText('Limited slots available!')).toBeVisible();
    expect(within(reserve).getByRole('img', { name: /^Poster:/ })).toBeVisible();
  });

  it('shows the six places: geothermal, bentonite, hills, oil and gas, rift escarpment, waterfall', () => {
    renderPage();
    const places = screen.getByRole('region', { name: '6 places to explore' });
    const cards = within(places).getAllByRole('article');
    expect(cards).toHaveLength(6);
    for (const label of [
      'Geothermal site',
      'Bentonite deposit',
      'Hills',
      'Oil and gas project',
      'Rift valley escarpment',
      'Waterfall',
    ]) {
      expect(within(places).getByText(label)).toBeVisible();
    }
  });

  it('opens a destination photo in the lightbox and returns focus on close', async () => {
    const user = userEvent.setup();
    renderPage();
    const gallery = screen.getByRole('region', { name: 'Destination gallery' });
    const photos = within(gallery).getAllByRole('button');
    expect(photos).toHaveLength(6);
    const opener = within(gallery).getByRole('button', { name: /fishing boats/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Fishing boats on Lake Albert at sunset' });
    expect(within(dialog).getByText('Western Uganda')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
