import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixedClock, homeTimeline, subthemeTitles } from '@caawg11/conference';
import { renderWithRouter } from '../testing/renderWithRouter';
import { HomePage } from './HomePage';

const clock = fixedClock('2025-07-01T09:00:00+03:00');
const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('opens with the hero: 30-years badge, title, dates, venue and two calls to action', () => {
    renderWithRouter(<HomePage />, { clock });
    const hero = section('11th Conference of the African Association of Women in Geosciences');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(hero).getByRole('img', { name: /30 years of AAWG/ })).toHaveAttribute(
      'width',
      '112',
    );
    expect(hero).toHaveTextContent('1-5 October 2025');
    expect(hero).toHaveTextContent('Kampala, Uganda');
    expect(within(hero).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(within(hero).getByRole('link', { name: 'View Program' })).toHaveAttribute(
      'href',
      '/program',
    );
  });

  it('welcomes with Learn More and Register Now', () => {
    renderWithRouter(<HomePage />, { clock });
    const welcome = section('Welcome to CAAWG11');
    expect(within(welcome).getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(welcome).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
  });

  it('shows the 11 subthemes with their shared titles, 4-5 topics each, growing on hover', () => {
    renderWithRouter(<HomePage />, { clock });
    const grid = section('Conference Subthemes');
    const titles = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([...subthemeTitles]);
    for (const card of within(grid).getAllByTestId('subtheme-card')) {
      const topics = within(card).getAllByRole('listitem');
      expect(topics.length).toBeGreaterThanOrEqual(4);
      expect(topics.length).toBeLessThanOrEqual(5);
      expect(card).toHaveClass('hover:scale-105');
      expect(card.querySelector('svg')).not.toBeNull();
    }
  });

  it('lists the Important Dates timeline in order', () => {
    renderWithRouter(<HomePage />, { clock });
    const items = within(section('Important Dates')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      homeTimeline.map((item) => `${item.date}${item.event}`),
    );
  });

  it('shows six steering committee members, with a placeholder icon where a photo is missing', () => {
    renderWithRouter(<HomePage />, { clock });
    const steering = section('Steering Committee');
    expect(within(steering).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(steering).getAllByRole('img')).toHaveLength(4);
    expect(within(steering).getAllByTestId('photo-placeholder')).toHaveLength(2);
    for (const photo of within(steering).getAllByRole('img')) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).toHaveAttribute('width', '128');
      expect(photo).toHaveAttribute('height', '128');
    }
    expect(steering).toHaveTextContent('Prof. Grace NakalemaChairUganda');
  });

  it('scrolls 22 organizing and 21 scientific members, each read once, with a pause button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HomePage />, { clock });
    const organizing = section('Organizing Committee (22 members)');
    const scientific = section('Scientific Committee (21 members)');
    // The looping copy is hidden from assistive technology.
    expect(within(organizing).getAllByRole('listitem')).toHaveLength(22);
    expect(within(scientific).getAllByRole('listitem')).toHaveLength(21);
    expect(within(organizing).getAllByRole('listitem')[0]).toHaveTextContent(
      'Dr. Sarah NamuliUganda',
    );
    expect(screen.getByTestId('organizing-viewport')).toHaveAttribute('data-moving', 'true');

    await user.click(within(organizing).getByRole('button', { name: /Pause scrolling/ }));
    expect(screen.getByTestId('organizing-viewport')).toHaveAttribute('data-moving', 'false');
    expect(
      within(organizing).getByRole('region', { name: 'Organizing Committee members' }),
    ).toHaveAttribute('tabindex', '0');
    expect(within(organizing).getByRole('button', { name: /Resume scrolling/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('scientific-viewport')).toHaveAttribute('data-moving', 'true');
  });

  it('does not move the committee lists when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      renderWithRouter(<HomePage />, { clock });
      expect(screen.getByTestId('organizing-viewport')).toHaveAttribute('data-moving', 'false');
      expect(screen.getByTestId('scientific-viewport')).toHaveAttribute('data-moving', 'false');
      expect(screen.queryByRole('button', { name: /Pause scrolling/ })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('floats the early bird banner', () => {
    renderWithRouter(<HomePage />, { clock });
    expect(
      screen.getByRole('complementary', { name: 'Early Bird Registration' }),
    ).toHaveTextContent('30 days left');
  });
});
