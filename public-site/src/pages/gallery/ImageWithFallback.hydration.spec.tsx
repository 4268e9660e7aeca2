import { screen } from '@testing-library/react';
import { placeholderImage } from '../../content/gallery';
import { renderOnServerThenHydrate } from '../../testing/hydrate';
import { ImageWithFallback } from './ImageWithFallback';

const photo = 'https://remote.example/images/gallery/field-day-480.webp';

/** What the browser knows of the image's file by the time React hydrates. */
function loadedBeforeHydration(naturalWidth: number | undefined) {
  return (container: HTMLElement) => {
    const image = container.querySelector('img');
    if (!image) throw new Error('The server rendered no image');
    Object.defineProperty(image, 'complete', { value: naturalWidth !== undefined });
    Object.defineProperty(image, 'naturalWidth', { value: naturalWidth ?? 0 });
  };
}

const image = (
  <ImageWithFallback
    src={photo}
    srcSet={`${photo} 480w`}
    sizes="480px"
    alt="Field day"
    width={480}
    height={320}
  />
);

describe('ImageWithFallback, pre-rendered', () => {
  it('shows the placeholder for a file that failed before hydration', async () => {
    await renderOnServerThenHydrate(image, { beforeHydration: loadedBeforeHydration(0) });
    const shown = screen.getByRole('img', { name: 'Field day' });
    expect(shown).toHaveAttribute('src', placeholderImage.src);
    expect(shown).toHaveAttribute('data-fallback', 'true');
    expect(shown).not.toHaveAttribute('srcset');
  });

  it('keeps a file that loaded before hydration', async () => {
    await renderOnServerThenHydrate(image, { beforeHydration: loadedBeforeHydration(480) });
    expect(screen.getByRole('img', { name: 'Field day' })).toHaveAttribute('src', photo);
  });

  it('keeps a file still loading at hydration', async () => {
    await renderOnServerThenHydrate(image, { beforeHydration: loadedBeforeHydration(undefined) });
    expect(screen.getByRole('img', { name: 'Field day' })).not.toHaveAttribute('data-fallback');
  });
});
