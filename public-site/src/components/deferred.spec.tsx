import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { BelowTheFold, deferred } from './deferred';

/** An IntersectionObserver that reports nothing until a test says the placeholder came into view. */
class ObserverOutOfView {
  static instances: ObserverOutOfView[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ObserverOutOfView.instances.push(this);
  }
  observe() {}
  disconnect() {}
  comeIntoView() {
    this.callback(
      [{ intersectionRatio: 0.1 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function section() {
  const load = vi.fn(() => Promise.resolve(() => <p>The section itself</p>));
  return { load, content: deferred(load) };
}

const outline = <h2>Important Dates</h2>;

describe('BelowTheFold', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ObserverOutOfView.instances = [];
    vi.stubGlobal('IntersectionObserver', ObserverOutOfView);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('holds the place with the outline and a loading notice until the content is wanted', () => {
    const { load, content } = section();
    render(
      <MemoryRouter>
        <BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Important Dates' })).toBeInTheDocument();
    expect(screen.getByText('Loading…').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(load).not.toHaveBeenCalled();
  });

  it('is not fetched while the visitor stays on the first screen, and is on the first scroll', async () => {
    const { load, content } = section();
    await act(() => {
      render(
        <MemoryRouter>
          <BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />
        </MemoryRouter>,
      );
      return Promise.resolve();
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The section itself')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('is fetched when it comes into view', async () => {
    const { load, content } = section();
    // The content waits inside a Suspense boundary, which React settles in an awaited act only.
    await act(() => {
      render(
        <MemoryRouter>
          <BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />
        </MemoryRouter>,
      );
      return Promise.resolve();
    });
    await act(async () => {
      ObserverOutOfView.instances[0]?.comeIntoView();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The section itself')).toBeInTheDocument();
  });
});
