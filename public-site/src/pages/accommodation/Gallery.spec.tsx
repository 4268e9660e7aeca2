import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryImages } from '../../content/accommodation';
import { Gallery } from './Gallery';

const counter = () => screen.getByText(/^Image \d+ of \d+$/);

describe('Gallery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows 13 images with captions and advances every 5 seconds', () => {
    render(<Gallery />);
    expect(galleryImages).toHaveLength(13);
    expect(counter()).toHaveTextContent('Image 1 of 13');
    expect(screen.getByRole('figure')).toHaveTextContent(galleryImages[0]?.caption ?? '');

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(counter()).toHaveTextContent('Image 1 of 13');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(counter()).toHaveTextContent('Image 2 of 13');
    expect(screen.getByRole('img', { name: galleryImages[1]?.alt })).toHaveAttribute(
      'width',
      '1200',
    );
  });

  it('stops advancing while paused and resumes on play', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(counter()).toHaveTextContent('Image 1 of 13');

    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(counter()).toHaveTextContent('Image 2 of 13');
  });

  it('goes to the previous and next image, wrapping around, and from a thumbnail', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toHaveTextContent('Image 13 of 13');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toHaveTextContent('Image 1 of 13');
    fireEvent.click(screen.getByRole('button', { name: /^Show image 5:/ }));
    expect(counter()).toHaveTextContent('Image 5 of 13');
    expect(screen.getByRole('button', { name: /^Show image 5:/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('scrolls the thumbnail strip by 120 px per click', () => {
    render(<Gallery />);
    const strip = screen.getByTestId('thumbnail-strip');
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy;

    fireEvent.click(screen.getByRole('button', { name: 'Scroll thumbnails right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll thumbnails left' }));
    expect(scrollBy).toHaveBeenNthCalledWith(1, expect.objectContaining({ left: 120 }));
    expect(scrollBy).toHaveBeenNthCalledWith(2, expect.objectContaining({ left: -120 }));
  });

  it('does not advance by itself when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    render(<Gallery />);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(counter()).toHaveTextContent('Image 1 of 13');
  });
});
