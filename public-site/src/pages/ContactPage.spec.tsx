import { screen, within } from '@testing-library/react';
import { contactTopics, mailboxes } from '@caawg11/conference';
import { renderWithRouter } from '../testing/renderWithRouter';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('lists the six topic mailboxes, the phone and WhatsApp numbers and the organisers', () => {
    renderWithRouter(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    const topics = screen.getByRole('region', { name: 'Write to the right team' });
    expect(within(topics).getAllByRole('listitem')).toHaveLength(6);
    for (const topic of contactTopics) {
      expect(within(topics).getByRole('link', { name: mailboxes[topic.mailbox] })).toHaveAttribute(
        'href',
        `mailto:${mailboxes[topic.mailbox]}`,
      );
    }
    expect(
      ['general', 'programs', 'registration', 'logistics', 'sponsorship', 'abstracts'].every(
        (mailbox) => contactTopics.some((topic) => topic.mailbox === mailbox),
      ),
    ).toBe(true);
    const phones = screen.getByRole('region', { name: 'Phone and WhatsApp' });
    expect(phones).toHaveTextContent('+256 414 530 120');
    expect(phones).toHaveTextContent('WhatsApp: +256 772 530 120');
    expect(screen.getByRole('region', { name: 'Organisers' })).toHaveTextContent(
      'African Association of Women in Geosciences',
    );
  });

  it('gives the conference information and a register button', () => {
    renderWithRouter(<ContactPage />, { path: '/contact' });
    const information = screen.getByRole('region', { name: 'Conference Information' });
    expect(information).toHaveTextContent('Abstract deadline30 June 2025');
    expect(information).toHaveTextContent('Conference dates1-5 October 2025');
    expect(information).toHaveTextContent('Field tripOctober 3-5, 2025');
    expect(within(information).getByRole('link', { name: /Register/ })).toHaveAttribute(
      'href',
      '/registration',
    );
  });

  it('shows the Entebbe hotel on a shipped map image with links out, and no embedded frame', () => {
    const { container } = renderWithRouter(<ContactPage />, { path: '/contact' });
    const map = screen.getByRole('region', { name: 'Entebbe Conference Hotel' });
    const image = within(map).getByRole('img', { name: /Map of Entebbe/ });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('src')).not.toMatch(/^https?:/);
    expect(map).toHaveTextContent('Entebbe, Wakiso District, Uganda');
    expect(within(map).getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org'),
    );
    expect(container.querySelector('iframe')).toBeNull();
  });
});
