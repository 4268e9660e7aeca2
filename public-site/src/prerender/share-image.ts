import i18next from 'i18next';
import sharp from 'sharp';
import { edition, languages, type Language } from '@caawg11/conference';
import { conferenceDays } from '../content/calendar';
import { addIntlFormats } from '../i18n/intl-formats';
import { escapeMarkup } from './escape';
import { shareImageSize } from './seo';

/** Where a page's preview image is written, relative to the site root: `share/fr/registration.png`. */
export function shareImagePath(language: Language, pageKey: string): string {
  if (!/^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/.test(pageKey)) {
    throw new Error(`${pageKey} cannot name a share image file`);
  }
  return `share/${language}/${pageKey}.png`;
}

/**
 * A space where a line may break: not between a word and the French punctuation set off after
 * it ("Kampala :", "inscrit ?") or inside guillemets ("« Les géosciences … »").
 */
const wordBreak = /(?<!«)\s+(?![:;?!»])/u;

/**
 * A text cut into lines of at most `maxCharacters` at spaces (a longer word is split), on at most
 * `maxLines` lines; text that does not fit ends the last line with an ellipsis. Counting
 * characters stands in for measuring them, since the image's font is the build machine's.
 */
export function wrapText(text: string, maxCharacters: number, maxLines: number): string[] {
  if (maxLines < 1) return [];
  const words = text
    .split(wordBreak)
    .filter((word) => word !== '')
    .flatMap((word) => word.match(new RegExp(`.{1,${maxCharacters}}`, 'gsu')) ?? []);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxCharacters) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] ?? '', maxCharacters);
  return kept;
}

function withEllipsis(line: string, maxCharacters: number): string {
  let shortened = line;
  while (shortened.length + 1 > maxCharacters && shortened.includes(' ')) {
    shortened = shortened.slice(0, shortened.lastIndexOf(' '));
  }
  return `${shortened.slice(0, maxCharacters - 1).replace(/[\s,;:.·-]+$/u, '')}…`;
}

const registrationCatalogues = import.meta.glob<Record<string, unknown>>(
  '../locales/*/registration.json',
  { eager: true, import: 'default' },
);

const conferenceTexts = i18next.createInstance();
void conferenceTexts.init({
  resources: Object.fromEntries(
    languages.map((language) => [
      language,
      { registration: registrationCatalogues[`../locales/${language}/registration.json`] ?? {} },
    ]),
  ),
  supportedLngs: languages,
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});
addIntlFormats(conferenceTexts);

/** "1-5 October 2025 · Kampala, Uganda" in a language, as the registration page writes it. */
function conferenceLine(language: Language): string {
  return conferenceTexts.t('dates', { ns: 'registration', lng: language, ...conferenceDays });
}

/** The image shows the conference's short name once, so a document title's "| CAAWG11" is left out. */
function withoutSiteName(title: string): string {
  return title
    .split(' | ')
    .filter((part) => part.trim() !== edition.shortName)
    .join(' | ');
}

/** The site's theme (index.css): brand 900, 700 and 100, and the accent's 400 and 500. */
const colours = {
  background: '#0f3d3e',
  contour: '#145a5b',
  title: '#ffffff',
  text: '#cfe3e0',
  shortName: '#f0b44c',
  accent: '#e9a23b',
};

const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const margin = 80;

interface TitleType {
  size: number;
  /** How many characters fill a line at this size. */
  maxCharacters: number;
}

const smallestTitleType: TitleType = { size: 46, maxCharacters: 31 };

/** The title's sizes, largest first. */
const titleTypes: readonly TitleType[] = [
  { size: 64, maxCharacters: 22 },
  { size: 54, maxCharacters: 26 },
  smallestTitleType,
];
const titleMaxLines = 3;
const titleLineSpacing = 1.2;
const subtitleType = { size: 30, lineHeight: 42, maxCharacters: 58, maxLines: 3 };

/** The space under the heading that the title and the subtitle share, and the gap between them. */
const textBlock = { top: 230, bottom: 600, gap: 28 };

interface TextLayout {
  titleType: TitleType & { lineHeight: number };
  titleLines: string[];
  subtitleLines: string[];
}

function layoutIn(titleType: TitleType, title: string, subtitle: string): TextLayout {
  const lineHeight = Math.round(titleType.size * titleLineSpacing);
  const titleLines = wrapText(title, titleType.maxCharacters, titleMaxLines);
  const spaceLeft =
    textBlock.bottom - textBlock.top - titleLines.length * lineHeight - textBlock.gap;
  const subtitleLines = wrapText(
    subtitle,
    subtitleType.maxCharacters,
    Math.min(subtitleType.maxLines, Math.floor(spaceLeft / subtitleType.lineHeight)),
  );
  return { titleType: { ...titleType, lineHeight }, titleLines, subtitleLines };
}

/**
 * The largest title in which both texts fit whole; failing that, the largest in which the
 * title does (the subtitle cut short); failing that, the smallest, both cut short.
 */
function textLayout(title: string, subtitle: string): TextLayout {
  const lineCount = (text: string, maxCharacters: number) =>
    wrapText(text, maxCharacters, Number.POSITIVE_INFINITY).length;
  const subtitleLineCount = lineCount(subtitle, subtitleType.maxCharacters);
  const layouts = titleTypes
    .filter((type) => lineCount(title, type.maxCharacters) <= titleMaxLines)
    .map((type) => layoutIn(type, title, subtitle));
  return (
    layouts.find(({ subtitleLines }) => subtitleLines.length === subtitleLineCount) ??
    layouts[0] ??
    layoutIn(smallestTitleType, title, subtitle)
  );
}

function textLines(
  lines: readonly string[],
  firstBaseline: number,
  lineHeight: number,
  attributes: string,
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${margin}" y="${firstBaseline + index * lineHeight}" ${attributes}>${escapeMarkup(line)}</text>`,
    )
    .join('');
}

/** Rings of a contour map, drawn off the top right corner as the land the association studies. */
function contourRings(): string {
  const rings = Array.from({ length: 9 }, (_, index) => 70 + index * 55);
  return rings
    .map(
      (radius, index) =>
        `<ellipse cx="1110" cy="70" rx="${radius * 1.15}" ry="${radius}" transform="rotate(-12 1110 70)" fill="none" stroke="${colours.contour}" stroke-width="${index % 3 === 2 ? 4 : 2}"/>`,
    )
    .join('');
}

function shareImageSvg(title: string, subtitle: string, language: Language): string {
  const { width, height } = shareImageSize;
  const { titleType, titleLines, subtitleLines } = textLayout(withoutSiteName(title), subtitle);
  // The title and the subtitle sit together in the middle of the space under the heading.
  const titleHeight = titleLines.length * titleType.lineHeight;
  const blockHeight =
    titleHeight +
    (subtitleLines.length > 0 ? textBlock.gap : 0) +
    subtitleLines.length * subtitleType.lineHeight;
  const top = textBlock.top + Math.max(0, (textBlock.bottom - textBlock.top - blockHeight) / 2);
  const titleBaseline = top + titleType.size;
  const subtitleBaseline = top + titleHeight + textBlock.gap + subtitleType.size;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    contourRings(),
    `<rect x="0" y="${height - 14}" width="${width}" height="14" fill="${colours.accent}"/>`,
    `<g font-family="${fontFamily}">`,
    `<text x="${margin}" y="118" font-size="44" font-weight="700" letter-spacing="2" fill="${colours.shortName}">${escapeMarkup(edition.shortName)}</text>`,
    `<text x="${margin}" y="166" font-size="28" fill="${colours.text}">${escapeMarkup(conferenceLine(language))}</text>`,
    `<rect x="${margin}" y="192" width="96" height="5" fill="${colours.accent}"/>`,
    textLines(
      titleLines,
      titleBaseline,
      titleType.lineHeight,
      `font-size="${titleType.size}" font-weight="700" fill="${colours.title}"`,
    ),
    textLines(
      subtitleLines,
      subtitleBaseline,
      subtitleType.lineHeight,
      `font-size="${subtitleType.size}" fill="${colours.text}"`,
    ),
    '</g>',
    '</svg>',
  ].join('');
}

export interface ShareImageOptions {
  /** The page's title; a "| CAAWG11" part is left out, as the image names the conference. */
  title: string;
  /** A sentence or two under the title, such as the page's description. */
  subtitle: string;
  language: Language;
}

/**
 * A page's link preview image: a 1200 × 630 PNG in the site's colours with the conference's
 * name, dates and place, and the page's title and subtitle. A palette of 16 colours (4 bits a
 * pixel, with type still smooth) keeps it near 25 KB, as chat apps fetch
 * it for every shared link.
 */
export function renderShareImage({
  title,
  subtitle,
  language,
}: ShareImageOptions): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(title, subtitle, language)))
    .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10, dither: 0 })
    .toBuffer();
}
