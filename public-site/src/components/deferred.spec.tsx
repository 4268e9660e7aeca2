import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    render(<BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />);
    expect(screen.getByRole('heading', { name: 'Important Dates' })).toBeInTheDocument();
    expect(screen.getByText('Loading…').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(load).not.toHaveBeenCalled();
  });

  it('is not fetched while the visitor stays on the first screen, and is on the first scroll', async () => {
    const { load, content } = section();
    render(<BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />);
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
    render(<BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />);
    await act(async () => {
      ObserverOutOfView.instances[0]?.comeIntoView();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The section itself')).toBeInTheDocument();
  });

  it("keeps a pre-rendered page's content, without its code, until the visitor heads down", async () => {
    // Rendered at build time, where there is no IntersectionObserver: the content is in the HTML.
    vi.unstubAllGlobals();
    const rendered = section();
    await rendered.content.preload();
    const html = renderToString(
      <BelowTheFold content={rendered.content} placeholderClassName="min-h-80" outline={outline} />,
    );
    expect(html).toContain('The section itself');

    vi.stubGlobal('IntersectionObserver', ObserverOutOfView);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered-path', window.location.pathname);
    root.setAttribute('data-prerendered-at', new Date().toISOString());
    root.innerHTML = html;
    document.body.append(root);
    const errors = vi.spyOn(console, 'error');
    const { load, content } = section();
    await act(async () => {
      hydrateRoot(
        root,
        <BelowTheFold content={content} placeholderClassName="min-h-80" outline={outline} />,
      );
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(root).toHaveTextContent('The section itself');
    expect(root).not.toHaveTextContent('Loading…');
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(1);
    const paragraph = [...root.querySelectorAll('p')].find(
      (element) => element.textContent === 'The section itself',
    );
    expect(Object.keys(paragraph ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    root.remove();
  });
});
