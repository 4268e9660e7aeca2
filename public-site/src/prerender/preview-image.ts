import sharp from 'sharp';
import { escapeMarkup, previewImageSize } from './site-map';

/** Breaks a text into lines of at most `width` characters, at spaces, and at most `lines` lines. */
function wrap(text: string, width: number, lines: number): string[] {
  const wrapped: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      wrapped.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) wrapped.push(line);
  if (wrapped.length <= lines) return wrapped;
  return [...wrapped.slice(0, lines - 1), `${wrapped[lines - 1] ?? ''}…`];
}

function textLines(lines: string[], x: number, y: number, lineHeight: number): string {
  return lines
    .map(
      (line, index) =>
        `<tspan x="${x}" y="${y + index * lineHeight}">${escapeMarkup(line)}</tspan>`,
    )
    .join('');
}

/**
 * A page's link preview, 1200x630 in the site's colours, with the page's name and description
 * in its language: drawn as SVG and written as an indexed PNG (a few tens of kilobytes).
 */
export async function writePreviewImage(
  file: string,
  texts: { siteName: string; title: string; description: string },
): Promise<void> {
  const { width, height } = previewImageSize;
  const title = wrap(texts.title, 26, 3);
  const descriptionTop = 250 + (title.length - 1) * 76;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#0f3d3e"/>
  <rect width="24" height="${height}" fill="#e9a23b"/>
  <circle cx="1090" cy="90" r="210" fill="#145a5b"/>
  <g font-family="DejaVu Sans, Verdana, Arial, sans-serif">
    <text x="90" y="120" font-size="34" font-weight="700" letter-spacing="4" fill="#e9a23b">${escapeMarkup(texts.siteName)}</text>
    <text font-size="66" font-weight="700" fill="#ffffff">${textLines(title, 90, 230, 76)}</text>
    <text font-size="30" fill="#cfe3e0">${textLines(wrap(texts.description, 62, 4), 90, descriptionTop + 60, 42)}</text>
  </g>
</svg>`;
  await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toFile(file);
}
