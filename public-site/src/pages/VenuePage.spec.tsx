import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VenuePage } from './VenuePage';

function renderPage() {
  render(
    <MemoryRouter>
      <VenuePage />
    </MemoryRouter>,
  );
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('VenuePage', () => {
  it('names the venue as the conference hotel in Kampala', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Venue' })).toBeVisible();
    expect(screen.getAllByText('Conference hotel, Kampala').length).toBeGreaterThan(0);
  });

  it('has photos, facilities, accessibility, a timeline, the map, travel, visa and field trip sections', () => {
    renderPage();
    for (const name of [
      'The venue',
      'Facilities',
      'Accessibility',
      'Conference week at the venue',
      'Location and map',
      'Travel and airport',
      'Visa information',
      'Post-conference field trip',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('The venue')).getAllByRole('img')).toHaveLength(4);
  });

  it('gives the airport distance and time and the taxi fare', () => {
    renderPage();
    const travel = section('Travel and airport');
    expect(within(travel).getByText('about 35 km')).toBeVisible();
    expect(within(travel).getByText('about 45 minutes')).toBeVisible();
    expect(within(travel).getByText('about 120,000-150,000 UGX')).toBeVisible();
  });

  it('gives the visa fee, the East African Community rule and the e-visa portal', () => {
    renderPage();
    const visa = section('Visa information');
    expect(within(visa).getByText('about 50 USD')).toBeVisible();
    expect(within(visa).getByText(/East African Community/)).toBeVisible();
    const portal = within(visa).getByRole('link', { name: /e-visa portal/ });
    expect(portal).toHaveAttribute('href', 'https://visas.immigration.go.ug/');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a shipped map illustration with a link out to a real map, and no iframe', () => {
    const { container } = render(
      <MemoryRouter>
        <VenuePage />
      </MemoryRouter>,
    );
    const map = within(section('Location and map')).getByRole('img');
    expect(map.getAttribute('src')).toMatch(/images\/venue\/venue-map\.svg$/);
    expect(map).toHaveAttribute('width', '1200');
    expect(map).toHaveAttribute('height', '800');
    expect(
      within(section('Location and map')).getByRole('link', { name: /OpenStreetMap/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('lists the field trip departure and return in the timeline and links to the field trip', () => {
    renderPage();
    const timeline = section('Conference week at the venue');
    expect(within(timeline).getByText('October 3 at 8:00 AM')).toBeVisible();
    expect(within(timeline).getByText('October 5 at 6:00 PM')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore the Field Trip' })).toHaveAttribute(
      'href',
      '/fieldtrip',
    );
  });
});
