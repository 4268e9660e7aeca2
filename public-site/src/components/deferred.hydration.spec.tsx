import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { BelowTheFold, deferred } from './deferred';

/** Below-the-fold content with a control, so that a test can tell when it is hydrated. */
function Section() {
  const [opened, setOpened] = useState(false);
  return (
    <button type="button" onClick={() => setOpened(true)}>
      {opened ? 'Opened' : 'Open'}
    </button>
  );
}

/** An IntersectionObserver that never reports the placeholder in view. */
class ObserverOutOfView {
  observe() {}
  disconnect() {}
}

describe('BelowTheFold, pre-rendered', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', ObserverOutOfView));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the content the server rendered, its code deferred until wanted, then hydrates it', async () => {
    // The pre-render waits for the content's code; the visitor's browser has not fetched it yet.
    const onTheServer = deferred(() => Promise.resolve(Section));
    await onTheServer.preload();
    let arrive: (component: typeof Section) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Section>((resolve) => (arrive = resolve)));
    const inTheBrowser = deferred(load);
    const below = (content: typeof inTheBrowser) => (
      <MemoryRouter>
        <BelowTheFold content={content} placeholderClassName="min-h-80" outline={<h2>Dates</h2>} />
      </MemoryRouter>
    );

    const { serverHtml } = await renderOnServerThenHydrate(below(inTheBrowser), {
      serverTree: below(onTheServer),
    });
    expect(serverHtml).toContain('Open');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      arrive(Section);
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();
  });

  it('fetches the code when the visitor moves to another page, which the markup follows', async () => {
    const onTheServer = deferred(() => Promise.resolve(LocationShown));
    await onTheServer.preload();
    let arrive: (component: typeof LocationShown) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof LocationShown>((resolve) => (arrive = resolve)));
    const inTheBrowser = deferred(load);
    const site = (content: typeof inTheBrowser) => (
      <MemoryRouter initialEntries={['/about']}>
        <Link to="/venue">Venue</Link>
        <BelowTheFold content={content} placeholderClassName="min-h-80" outline={<h2>Dates</h2>} />
      </MemoryRouter>
    );
    await renderOnServerThenHydrate(site(inTheBrowser), { serverTree: site(onTheServer) });
    expect(screen.getByText('Footer at /about')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(() => {
      screen.getByRole('link', { name: 'Venue' }).click();
      return Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => {
      arrive(LocationShown);
      return Promise.resolve();
    });
    expect(await screen.findByText('Footer at /venue')).toBeInTheDocument();
  });
});

/** Content that reads the location, as the footer's links do. */
function LocationShown() {
  return <p>Footer at {useLocation().pathname}</p>;
}
