import { act, screen, within } from '@testing-library/react';
import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { renderWithRouter } from '../testing/renderWithRouter';
import { usePageHydrated } from './DisabledUntilHydrated';
import { PublicLayout } from './PublicLayout';

const page = (
  <main>
    <h1>Contact</h1>
    <form>
      <label>
        Message <textarea name="message" />
      </label>
      <button type="submit">Send</button>
      <button type="button" disabled>
        Sent
      </button>
    </form>
  </main>
);

/** A page of the layout, as the site's route table wraps every page. */
function LayoutPage({ children }: { children: ReactNode }) {
  usePageHydrated();
  return children;
}

const siteWith = (contact: ReactNode) => (
  <MemoryRouter initialEntries={['/contact']}>
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="contact" element={<LayoutPage>{contact}</LayoutPage>} />
      </Route>
    </Routes>
  </MemoryRouter>
);
const site = siteWith(page);

/** A page with a control, so that a test can tell when it is hydrated. */
function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

describe('PublicLayout, pre-rendered', () => {
  it('disables every control until hydration, then only those disabled of their own', async () => {
    let beforeHydration: HTMLElement[] = [];
    const { container, serverHtml } = await renderOnServerThenHydrate(site, {
      beforeHydration: (html) => {
        const controls = within(html);
        beforeHydration = [
          controls.getByRole('button', { name: 'Send' }),
          controls.getByRole('textbox', { name: 'Message' }),
          controls.getByRole('button', { name: 'Open menu' }),
          controls.getByRole('combobox', { name: 'Language' }),
        ];
        for (const control of beforeHydration) expect(control).toBeDisabled();
        expect(controls.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
      },
    });

    expect(serverHtml).toMatch(/<fieldset disabled=""/);
    expect(container.querySelector('fieldset')).not.toHaveAttribute('disabled');
    for (const control of beforeHydration) expect(control).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sent' })).toBeDisabled();
  });

  it('wraps the header, the page and the footer in no group and no box of its own', async () => {
    const { container } = await renderOnServerThenHydrate(site);
    const fieldset = container.querySelector('fieldset');
    expect(fieldset).toHaveClass('contents');
    expect(fieldset).toHaveAttribute('role', 'presentation');
    expect(fieldset?.firstElementChild?.tagName).toBe('HEADER');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("keeps the server's page while its code arrives, then hydrates it", async () => {
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    const LazyPage = lazy(
      () => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)),
    );

    await renderOnServerThenHydrate(siteWith(<LazyPage />), {
      serverTree: siteWith(<CounterPage />),
    });
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The layout is hydrated, the page not yet: its controls wait, and so do the header's.
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeDisabled();

    await act(() => {
      arrive({ default: CounterPage });
      return Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Clicked 0 times' })).toBeEnabled();
    act(() => screen.getByRole('button', { name: 'Clicked 0 times' }).click());
    expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
  });

  it('enables every control from the first draw when the browser draws the page itself', () => {
    const disabledAtDraw: boolean[] = [];
    // A ref is attached as the page is drawn, before any effect could enable the controls.
    const recordDraw = (button: HTMLButtonElement | null) => {
      if (button) disabledAtDraw.push(button.closest('fieldset')?.disabled ?? false);
    };
    renderWithRouter(
      <main>
        <button type="button" ref={recordDraw}>
          Send
        </button>
      </main>,
      { path: '/contact', withLayout: true },
    );
    expect(disabledAtDraw).toEqual([false]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
