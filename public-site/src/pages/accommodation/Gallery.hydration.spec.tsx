import { screen } from '@testing-library/react';
import { renderOnServerThenHydrate } from '../../testing/hydrate';
import { Gallery } from './Gallery';
import { RoomTourVideo } from './RoomTourVideo';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A browser mutes a video whose HTML says `muted` as it parses it (jsdom does not). */
function parseVideo(container: HTMLElement) {
  const video = container.querySelector('video');
  if (video) video.muted = video.defaultMuted;
}

describe('the accommodation gallery and room tour, pre-rendered', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops the slideshow right after hydration for a visitor who asked for less motion', async () => {
    const { serverHtml } = await renderOnServerThenHydrate(<Gallery />, {
      beforeHydration: () => preferReducedMotion(true),
    });
    expect(serverHtml).toContain('Pause slideshow');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('starts the room tour by itself only after hydration, and only for motion', async () => {
    const { serverHtml, container } = await renderOnServerThenHydrate(<RoomTourVideo />, {
      beforeHydration: (html) => {
        parseVideo(html);
        preferReducedMotion(false);
      },
    });
    expect(serverHtml).not.toContain('autoplay');
    expect(container.querySelector('video')).toHaveAttribute('autoplay');
  });

  it('keeps the room tour still for a visitor who asked for less motion', async () => {
    const { container } = await renderOnServerThenHydrate(<RoomTourVideo />, {
      beforeHydration: (html) => {
        parseVideo(html);
        preferReducedMotion(true);
      },
    });
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    expect(container.querySelector('video')).toHaveAttribute('preload', 'none');
  });
});
