import { messages } from './messages.js';
import {
  checkPresenterPhoto,
  presenterBiographyRule,
  presenterProfileMessages,
} from './speakers.js';

describe("a presenter's biography and photo for the speakers page", () => {
  it('takes a biography of up to 100 words, an empty one included, and no more', () => {
    expect(presenterBiographyRule('word '.repeat(100))).toBeNull();
    expect(presenterBiographyRule('')).toBeNull();
    expect(presenterBiographyRule('word '.repeat(101))).toBe(
      presenterProfileMessages.biographyTooLong,
    );
    expect(presenterBiographyRule('a'.repeat(1001))).toBe(messages.tooLong(1000));
    expect(presenterBiographyRule(undefined)).toBe(messages.required);
    expect(presenterBiographyRule(42)).toBe(messages.notText);
  });

  it('takes a JPEG, PNG or WebP photo of at most 5 MB', () => {
    expect(checkPresenterPhoto({ name: 'Diop.JPG', size: 5_242_880 })).toBeNull();
    expect(checkPresenterPhoto({ name: 'diop.webp', size: 10 })).toBeNull();
    expect(checkPresenterPhoto({ name: 'diop.png', size: 10 })).toBeNull();
    expect(checkPresenterPhoto({ name: 'diop.pdf', size: 10 })).toBe(
      presenterProfileMessages.photoType,
    );
    expect(checkPresenterPhoto({ name: 'diop.jpeg', size: 5_242_881 })).toBe(
      presenterProfileMessages.photoSize,
    );
  });
});
