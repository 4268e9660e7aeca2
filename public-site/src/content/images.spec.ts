import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { destinationGallery, fieldTripPoster, fieldTripSites } from './fieldtrip';
import { galleryPhotos, placeholderImage } from './gallery';
import { speakers } from './speakers';
import { venueMap } from './venue';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

/** The file in public/ that an asset URL points at. */
function fileOf(url: string): string {
  return join(publicDir, decodeURIComponent(new URL(url).pathname));
}

const imageUrls = [
  ...galleryPhotos.flatMap((photo) => [photo.src, photo.large.src]),
  placeholderImage.src,
  ...speakers.map((speaker) => speaker.imageUrl),
  ...fieldTripSites.map((site) => site.image.src),
  ...destinationGallery.flatMap((photo) => [photo.thumbnail.src, photo.large.src]),
  fieldTripPoster.src,
  venueMap.src,
];

describe('page images', () => {
  it.each(imageUrls)('%s is a file the generator wrote', (url) => {
    expect(url).toMatch(/\/images\/.+\.(webp|svg)$/);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('stay small: every file under 120 KB and all of them under 3 MB', () => {
    const sizes = [...new Set(imageUrls)].map((url) => statSync(fileOf(url)).size);
    expect(Math.max(...sizes)).toBeLessThan(120 * 1024);
    expect(sizes.reduce((total, size) => total + size, 0)).toBeLessThan(3 * 1024 * 1024);
  });

  it('has 33 gallery photos with unique ids, alt text and a caption each', () => {
    expect(galleryPhotos).toHaveLength(33);
    expect(new Set(galleryPhotos.map((photo) => photo.id)).size).toBe(33);
    for (const photo of galleryPhotos) {
      expect(photo.alt.length).toBeGreaterThan(10);
      expect(photo.caption.length).toBeGreaterThan(5);
      expect(Math.abs(photo.rotation)).toBeLessThanOrEqual(3);
    }
  });

  it('decorates photos in more than one way', () => {
    expect(new Set(galleryPhotos.map((photo) => photo.decoration)).size).toBeGreaterThan(2);
    expect(new Set(galleryPhotos.map((photo) => photo.style)).size).toBeGreaterThan(2);
    expect(new Set(galleryPhotos.map((photo) => photo.rotation)).size).toBeGreaterThan(5);
  });
});
