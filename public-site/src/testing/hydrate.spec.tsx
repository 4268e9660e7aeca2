import { renderOnServerThenHydrate } from './hydrate';

let drawnIn = 'server';

/** A component that draws where it runs: what hydration must never meet. */
function WhereItRuns() {
  return <p>{drawnIn}</p>;
}

describe('renderOnServerThenHydrate', () => {
  afterEach(() => {
    drawnIn = 'server';
  });

  it('hydrates the HTML the server rendered', async () => {
    const { container, serverHtml } = await renderOnServerThenHydrate(<WhereItRuns />);
    expect(serverHtml).toBe('<p>server</p>');
    expect(container).toHaveTextContent('server');
  });

  it('fails when the browser draws other text than the server', async () => {
    await expect(
      renderOnServerThenHydrate(<WhereItRuns />, {
        beforeHydration: () => {
          drawnIn = 'browser';
        },
      }),
    ).rejects.toThrow(/Hydration reported errors/);
  });

  it('fails when an attribute differs from the server', async () => {
    const Titled = () => <p title={drawnIn}>same text</p>;
    await expect(
      renderOnServerThenHydrate(<Titled />, {
        beforeHydration: () => {
          drawnIn = 'browser';
        },
      }),
    ).rejects.toThrow(/didn't match/);
  });
});
