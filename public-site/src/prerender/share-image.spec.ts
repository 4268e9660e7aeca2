// @vitest-environment node
import sharp from 'sharp';
import { languages } from '@caawg11/conference';
import { renderShareImage, shareImagePath, wrapText } from './share-image';

describe('share image', () => {
  // The longest title and description of the site's pages, and more.
  const longTitle =
    "CAAWG11 | Conférence de l'African Association of Women in Geosciences 2025, à Kampala";
  const longSubtitle =
    "Inscrit(e) à CAAWG11 ? Recevez par e-mail un lien sécurisé pour consulter votre inscription et l'état de votre paiement, et téléverser votre preuve de paiement.";

  it.each(languages)('is a PNG of 1200 × 630 pixels under 60 KB in %s', async (language) => {
    const png = await renderShareImage({ title: longTitle, subtitle: longSubtitle, language });
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(60 * 1024);
  });

  it('draws its title in white where a page has none', async () => {
    const whiteness = async (title: string) => {
      const png = await renderShareImage({ title, subtitle: '', language: 'en' });
      const { channels } = await sharp(png)
        .extract({ left: 80, top: 230, width: 1040, height: 370 })
        .stats();
      return Math.min(...channels.slice(0, 3).map(({ max }) => max));
    };
    expect(await whiteness('Registration | CAAWG11')).toBeGreaterThan(240);
    expect(await whiteness('CAAWG11')).toBeLessThan(240);
  });

  it('is written under share/, by language', () => {
    expect(shareImagePath('fr', 'registration')).toBe('share/fr/registration.png');
    expect(shareImagePath('en', 'home')).toBe('share/en/home.png');
    expect(shareImagePath('pt', 'reminders/opt-out')).toBe('share/pt/reminders/opt-out.png');
    for (const key of ['', '../index', 'certificates/:code', '/home', 'a b']) {
      expect(() => shareImagePath('en', key)).toThrow('cannot name a share image file');
    }
  });
});

describe('wrapText', () => {
  it('breaks at spaces into lines of at most the given length', () => {
    expect(wrapText('Conference Program of the eleventh edition', 16, 3)).toEqual([
      'Conference',
      'Program of the',
      'eleventh edition',
    ]);
    expect(wrapText('  Gallery  ', 16, 3)).toEqual(['Gallery']);
  });

  it('ends the last line with an ellipsis when the text runs over', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 10, 2);
    expect(lines).toEqual(['one two', 'three…']);
    expect(wrapText('Kampala, Uganda, Africa', 9, 1)).toEqual(['Kampala…']);
  });

  it('keeps French punctuation and guillemets with their words', () => {
    expect(wrapText('Inscrit(e) à CAAWG11 ? Recevez', 20, 3)).toEqual([
      'Inscrit(e) à',
      'CAAWG11 ? Recevez',
    ]);
    expect(wrapText('le thème « Les géosciences »', 13, 3)).toEqual([
      'le thème',
      '« Les',
      'géosciences »',
    ]);
  });

  it('splits a word longer than a line', () => {
    expect(wrapText('Geoscience-Driven', 8, 3)).toEqual(['Geoscien', 'ce-Drive', 'n']);
    for (const line of wrapText('a'.repeat(100), 30, 3))
      expect(line.length).toBeLessThanOrEqual(30);
  });
});
