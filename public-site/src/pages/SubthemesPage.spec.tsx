import { screen, within } from '@testing-library/react';
import { fixedClock, subthemeTitles } from '@caawg11/conference';
import { renderWithRouter } from '../testing/renderWithRouter';
import { SubthemesPage } from './SubthemesPage';

const panel = () => screen.getByTestId('subthemes-panel-status');

describe('SubthemesPage', () => {
  it('shows the 11 subtheme cards with icon, title, description and 4-5 topics', () => {
    renderWithRouter(<SubthemesPage />, { clock: fixedClock('2025-07-01T00:00:00+03:00') });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conference Subthemes');
    const cards = screen.getAllByTestId('subtheme-card');
    expect(cards).toHaveLength(11);
    cards.forEach((card, index) => {
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
        subthemeTitles[index] ?? '',
      );
      expect(card.querySelector('svg')).not.toBeNull();
      expect(card.querySelector('p + h2 + p, h2 + p')).not.toBeNull();
      const topics = within(card).getAllByRole('listitem').length;
      expect(topics >= 4 && topics <= 5).toBe(true);
    });
    for (const link of screen.getAllByRole('link', { name: 'Register Now' })) {
      expect(link).toHaveAttribute('href', '/registration');
    }
  });

  it.each([
    ['2025-03-01T10:00:00+03:00', 'Early bird registration ends July 31'],
    ['2025-07-31T23:59:59+03:00', 'Early bird registration ends July 31'],
    ['2025-08-01T00:00:00+03:00', 'Registration now open'],
    ['2025-09-15T12:00:00+03:00', 'Registration now open'],
  ])('at %s the side panel reads "%s"', (now, text) => {
    renderWithRouter(<SubthemesPage />, { clock: fixedClock(now) });
    expect(panel()).toHaveTextContent(text);
  });
});
