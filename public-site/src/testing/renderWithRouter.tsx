import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { systemClock, type Clock } from '@caawg11/conference';
import { ClockProvider } from '../hooks/useClock';
import { PublicLayout } from '../layout/PublicLayout';

function CurrentPath() {
  return (
    <div hidden data-testid="current-path">
      {useLocation().pathname}
    </div>
  );
}

export interface RenderOptions {
  path?: string;
  clock?: Clock;
  /** Renders the element inside the public layout (header and footer). */
  withLayout?: boolean;
}

/**
 * Renders an element at `path` in a memory router, with an injected clock. Every other
 * path renders a plain page, so a test can follow links; `current-path` shows where it is.
 */
export function renderWithRouter(
  element: ReactElement,
  { path = '/', clock = systemClock, withLayout = false }: RenderOptions = {},
) {
  const otherPage = (
    <main>
      <h1>Another page</h1>
    </main>
  );
  const routes = (
    <>
      <Route path={path} element={element} />
      <Route path="*" element={otherPage} />
    </>
  );
  return render(
    <ClockProvider clock={clock}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{withLayout ? <Route element={<PublicLayout />}>{routes}</Route> : routes}</Routes>
        <CurrentPath />
      </MemoryRouter>
    </ClockProvider>,
  );
}
