import { render, screen } from '@testing-library/react';
import { renderOnServerThenHydrate } from '../testing/hydrate';
import { useHydrated } from './useHydrated';

function Recorder({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p data-testid="hydrated">{String(hydrated)}</p>;
}

describe('useHydrated', () => {
  it('is true from the first render when the browser draws the page itself', () => {
    const renders: boolean[] = [];
    render(<Recorder renders={renders} />);
    expect(renders[0]).toBe(true);
    expect(renders).not.toContain(false);
  });

  it('is false on the server and while hydrating, and true right after', async () => {
    const renders: boolean[] = [];
    const { serverHtml } = await renderOnServerThenHydrate(<Recorder renders={renders} />);
    expect(serverHtml).toContain('false');
    // The server's render, then hydration's, then the one right after.
    expect(renders).toEqual([false, false, true]);
    expect(screen.getByTestId('hydrated')).toHaveTextContent('true');
  });
});
