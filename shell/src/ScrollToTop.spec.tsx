import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi, type MockInstance } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function renderAt(path: string, pageFromServer = false) {
  const router = createMemoryRouter(
    [{ path: '*', element: <ScrollToTop pageFromServer={pageFromServer} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A section drawn later, as a remote's lazily loaded page draws it. */
function drawSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  const scrollIntoView = vi.fn();
  section.scrollIntoView = scrollIntoView;
  document.body.append(section);
  return { section, scrollIntoView };
}

describe('ScrollToTop', () => {
  let scrollTo: MockInstance<typeof window.scrollTo>;

  beforeEach(() => {
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
    document.querySelectorAll('section').forEach((section) => section.remove());
  });

  it('scrolls to the top on every path change', async () => {
    const router = renderAt('/');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/gallery'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('lands on a named section once it is drawn, on a fresh load', async () => {
    renderAt('/abstracts#submission-form');
    const { scrollIntoView } = drawSection('submission-form');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
  });

  it('lands on a named section when navigating inside the site, not on the top', async () => {
    const router = renderAt('/');
    scrollTo.mockClear();
    await act(() => router.navigate('/sponsorship#sponsorship-packages'));
    const { scrollIntoView } = drawSection('sponsorship-packages');
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' }));
    const landed = scrollIntoView.mock.invocationCallOrder.at(0) ?? 0;
    expect(scrollTo.mock.invocationCallOrder.filter((order) => order > landed)).toEqual([]);
  });

  it('scrolls at once to a section that is already on the page', async () => {
    const { scrollIntoView } = drawSection('booking-form');
    const router = renderAt('/accommodation');
    await act(() => router.navigate('/accommodation#booking-form'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that came drawn from the server where it is, then scrolls on every change', async () => {
    const router = renderAt('/abstracts#submission-form', true);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
