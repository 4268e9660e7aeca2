import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeholderImage } from '../content/gallery';
import { GalleryPage } from './GalleryPage';

function photoItems() {
  return within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('listitem');
}

function setUp() {
  const user = userEvent.setup();
  render(<GalleryPage />);
  return user;
}

/** Clicks synchronously: user-event waits on timers of its own, which fake timers would stall. */
function choose(label: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
}

function elapse(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('GalleryPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.style.overflow = '';
  });

  it('shows the heading, the five filters and all 33 photos at first', () => {
    setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Conference Gallery' })).toBeVisible();
    const filters = within(screen.getByRole('group', { name: 'Filter photos by category' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(filters).toEqual([
      'All Photos',
      'Keynote Speakers',
      'Sessions',
      'Social Events',
      'Venue',
    ]);
    expect(screen.getByRole('button', { name: 'All Photos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(photoItems()).toHaveLength(33);
    expect(screen.getByText('Showing 33 photos: All Photos')).toBeInTheDocument();
  });

  it.each([
    ['Keynote Speakers', 8],
    ['Sessions', 10],
    ['Social Events', 9],
    ['Venue', 6],
  ])('filters %s to %i photos after a 300 ms spinner', (label, count) => {
    vi.useFakeTimers();
    setUp();
    choose(label);

    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Photos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos...');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    elapse(299);
    expect(screen.getByRole('status')).toBeInTheDocument();

    elapse(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(photoItems()).toHaveLength(count);
    expect(screen.getByText(`Showing ${count} photos: ${label}`)).toBeInTheDocument();
  });

  it('goes back to all 33 photos, and a second choice during the spinner wins', () => {
    vi.useFakeTimers();
    setUp();
    choose('Venue');
    elapse(150);
    choose('Sessions');
    elapse(299);
    expect(screen.getByRole('status')).toBeInTheDocument();
    elapse(1);
    expect(photoItems()).toHaveLength(10);

    choose('All Photos');
    elapse(300);
    expect(photoItems()).toHaveLength(33);
  });

  it('does not show the spinner when the current filter is chosen again', () => {
    setUp();
    choose('All Photos');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(photoItems()).toHaveLength(33);
  });

  describe('lightbox', () => {
    async function openFirstKeynote() {
      const user = setUp();
      const opener = screen.getByRole('button', {
        name: /speaker at a lectern beside a screen showing a map of Africa/,
      });
      await user.click(opener);
      return { user, opener, dialog: screen.getByRole('dialog') };
    }

    it('opens the photo full-size with its caption and category badge, and locks page scrolling', async () => {
      const { dialog } = await openFirstKeynote();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toHaveAccessibleName('Opening keynote: Geosciences & the Future of Africa');
      expect(within(dialog).getByText('Keynote Speakers')).toBeVisible();
      const image = within(dialog).getByRole('img');
      expect(image.getAttribute('src')).toMatch(/images\/gallery\/keynote-opening-1200\.webp$/);
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '900');
      expect(document.body.style.overflow).toBe('hidden');
    });

    it('shows the badge of the photo category for a venue photo', async () => {
      const user = setUp();
      await user.click(screen.getByRole('button', { name: /tall cream hotel building/ }));
      expect(within(screen.getByRole('dialog')).getByText('Venue')).toBeVisible();
    });

    it('closes with the close button, releases scrolling and returns focus to the photo', async () => {
      const { user, opener, dialog } = await openFirstKeynote();
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
      expect(opener).toHaveFocus();
    });

    it('closes with Escape and returns focus to the photo', async () => {
      const { user, opener } = await openFirstKeynote();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
      expect(opener).toHaveFocus();
    });

    it('closes on a click on the backdrop but not on a click on the image', async () => {
      const { user, dialog } = await openFirstKeynote();
      await user.click(within(dialog).getByRole('img'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.click(dialog);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
    });

    it('keeps keyboard focus inside while open', async () => {
      const { user, dialog } = await openFirstKeynote();
      const close = within(dialog).getByRole('button', { name: 'Close' });
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(close).toHaveFocus();
    });

    it('opens from the keyboard', async () => {
      const user = setUp();
      screen.getByRole('button', { name: /two women on a stage beside a golden trophy/ }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Prize awards evening');
    });
  });

  it('replaces a photo that fails to load with the placeholder image', () => {
    setUp();
    const image = screen.getByRole('img', { name: /golden number 30/ });
    expect(image).toHaveAttribute('srcset');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage.src);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAccessibleName(/golden number 30/);
  });

  it('gives every photo explicit dimensions, async decoding and lazy loading below the first row', () => {
    setUp();
    const images = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '360');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image.getAttribute('alt')).not.toBe('');
    }
    expect(images.slice(4).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
