import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../testing/renderWithRouter';

const page = (
  <main>
    <h1>Page</h1>
  </main>
);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  afterEach(() => scrollTo(0));

  describe('transparency', () => {
    it('is transparent on / while scrolled 10 px or less, white with a shadow beyond', () => {
      renderWithRouter(page, { path: '/', withLayout: true });
      expect(header()).toHaveAttribute('data-transparent', 'true');
      expect(header()).toHaveClass('bg-transparent');
      scrollTo(10);
      expect(header()).toHaveAttribute('data-transparent', 'true');
      scrollTo(11);
      expect(header()).toHaveAttribute('data-transparent', 'false');
      expect(header()).toHaveClass('bg-white', 'shadow-md');
      scrollTo(3);
      expect(header()).toHaveAttribute('data-transparent', 'true');
    });

    it.each(['/about', '/contact', '/gallery'])(
      'is white with a shadow on %s at the top',
      (path) => {
        renderWithRouter(page, { path, withLayout: true });
        expect(header()).toHaveAttribute('data-transparent', 'false');
        expect(header()).toHaveClass('bg-white', 'shadow-md');
      },
    );
  });

  it('links the logo and title home and lists the navigation entries in order', () => {
    renderWithRouter(page, { path: '/about', withLayout: true });
    const home = within(header()).getAllByRole('link')[0];
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('CAAWG 11');
    expect(home).toHaveTextContent('2025');
    const entries = within(mainNav())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Home',
      'About',
      'Sponsorship',
      'Conference',
      'Accommodation',
      'Gallery',
      'Contact',
    ]);
    expect(within(header()).getByRole('link', { name: 'Submit Abstract' })).toHaveAttribute(
      'href',
      '/abstracts',
    );
    expect(within(header()).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/registration',
    );
  });

  describe('highlight', () => {
    it.each([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/sponsorship', 'Sponsorship'],
      ['/accommodation', 'Accommodation'],
      ['/gallery', 'Gallery'],
      ['/contact', 'Contact'],
    ])('marks the link of %s as current', (path, label) => {
      renderWithRouter(page, { path, withLayout: true });
      const current = within(mainNav()).getAllByRole('link', { current: 'page' });
      expect(current.map((link) => link.textContent)).toEqual([label]);
    });

    it.each(['/program', '/subthemes', '/speakers', '/venue'])(
      'highlights Conference on %s',
      (path) => {
        renderWithRouter(page, { path, withLayout: true });
        const conference = within(mainNav()).getByRole('button', { name: 'Conference' });
        expect(conference).toHaveAttribute('data-highlighted', 'true');
        expect(within(mainNav()).queryAllByRole('link', { current: 'page' })).toEqual([]);
      },
    );

    it.each(['/', '/fieldtrip', '/about', '/registration'])(
      'does not highlight Conference on %s',
      (path) => {
        renderWithRouter(page, { path, withLayout: true });
        expect(within(mainNav()).getByRole('button', { name: 'Conference' })).not.toHaveAttribute(
          'data-highlighted',
        );
      },
    );
  });

  describe('Conference dropdown', () => {
    const conferenceButton = () => within(mainNav()).getByRole('button', { name: 'Conference' });
    const subLinks = () =>
      ['Program', 'Subthemes', 'Speakers', 'Field Trip', 'Venue'].map((name) =>
        within(mainNav()).queryByRole('link', { name }),
      );

    it('opens and closes on click', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'false');
      expect(subLinks().every((link) => link === null)).toBe(true);
      await user.click(conferenceButton());
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'true');
      expect(subLinks().map((link) => link?.getAttribute('href'))).toEqual([
        '/program',
        '/subthemes',
        '/speakers',
        '/fieldtrip',
        '/venue',
      ]);
      await user.click(conferenceButton());
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a click outside it', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      await user.click(conferenceButton());
      await user.click(screen.getByRole('heading', { name: 'Page' }));
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when an item is chosen, and the page changes', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      await user.click(conferenceButton());
      await user.click(within(mainNav()).getByRole('link', { name: 'Speakers' }));
      expect(screen.getByTestId('current-path')).toHaveTextContent('/speakers');
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'false');
      expect(within(mainNav()).queryByRole('link', { name: 'Speakers' })).toBeNull();
    });

    it('is operable by keyboard and closes on Escape, giving focus back', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      conferenceButton().focus();
      await user.keyboard('{Enter}');
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(within(mainNav()).getByRole('link', { name: 'Program' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'false');
      expect(conferenceButton()).toHaveFocus();
    });

    it('closes when keyboard focus leaves it', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      conferenceButton().focus();
      await user.keyboard(' ');
      for (let i = 0; i < 6; i += 1) await user.tab();
      expect(within(mainNav()).getByRole('link', { name: 'Accommodation' })).toHaveFocus();
      expect(conferenceButton()).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('mobile menu', () => {
    const hamburger = () => screen.getByRole('button', { name: 'Open menu' });

    it('opens a full-screen dialog with every link, the Conference sub-links and both calls to action', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(hamburger());
      expect(hamburger()).toHaveAttribute('aria-expanded', 'true');
      const dialog = screen.getByRole('dialog', { name: 'Site menu' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      const labels = within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(labels).toEqual([
        'CAAWG 112025 · Kampala, Uganda',
        'Home',
        'About',
        'Sponsorship',
        'Program',
        'Subthemes',
        'Speakers',
        'Field Trip',
        'Venue',
        'Accommodation',
        'Gallery',
        'Contact',
        'Submit Abstract',
        'Register Now',
      ]);
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
      expect(document.body.style.overflow).toBe('hidden');
    });

    it.each(['Gallery', 'Venue', 'Register Now', 'Submit Abstract'])(
      'closes when %s is clicked, and goes there',
      async (name) => {
        const user = userEvent.setup();
        renderWithRouter(page, { path: '/about', withLayout: true });
        await user.click(hamburger());
        await user.click(within(screen.getByRole('dialog')).getByRole('link', { name }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.getByTestId('current-path')).not.toHaveTextContent('/about');
        expect(document.body.style.overflow).toBe('');
      },
    );

    it('closes on the close button and on Escape, returning focus to the hamburger', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/', withLayout: true });
      await user.click(hamburger());
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(hamburger()).toHaveFocus();
      await user.click(hamburger());
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(hamburger()).toHaveFocus();
    });

    it('keeps Tab inside the open menu', async () => {
      const user = userEvent.setup();
      renderWithRouter(page, { path: '/about', withLayout: true });
      await user.click(hamburger());
      const dialog = screen.getByRole('dialog');
      await user.tab({ shift: true });
      expect(within(dialog).getAllByRole('link')[0]).toHaveFocus();
      await user.tab({ shift: true });
      expect(within(dialog).getByRole('link', { name: 'Register Now' })).toHaveFocus();
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
  });
});
