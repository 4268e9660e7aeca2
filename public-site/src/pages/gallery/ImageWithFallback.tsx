import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { placeholderImage } from '../../content/gallery';

type ImageWithFallbackProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'onError'
> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  fallbackSrc?: string;
};

/**
 * An image that swaps itself for the placeholder when its file fails to load, so a broken
 * file leaves a neutral picture (with the same alt text) instead of a broken-image icon.
 */
export function ImageWithFallback({
  src,
  fallbackSrc = placeholderImage.src,
  decoding = 'async',
  srcSet,
  sizes,
  ...imageProps
}: ImageWithFallbackProps) {
  // Remembering which src failed (not just "failed") lets a new src try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showsFallback = failedSrc === src;
  const image = useRef<HTMLImageElement>(null);

  // In pre-rendered HTML the browser fetches the file before hydration, and a failure fires
  // its error event before React listens: the image is then complete but has no width.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <img
      {...imageProps}
      ref={image}
      src={showsFallback ? fallbackSrc : src}
      // A srcset would win over the fallback src, so it goes with the broken file.
      srcSet={showsFallback ? undefined : srcSet}
      sizes={showsFallback ? undefined : sizes}
      decoding={decoding}
      data-fallback={showsFallback ? 'true' : undefined}
      onError={() => {
        if (!showsFallback) setFailedSrc(src);
      }}
    />
  );
}
