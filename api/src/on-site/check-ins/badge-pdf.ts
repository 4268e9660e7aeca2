import type { Content, ContextPageSize, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import QRCode from 'qrcode';
import {
  badgeBands,
  edition,
  type BadgeLayout,
  type ParticipantCategory,
} from '@caawg11/conference';
import { renderDocument } from '../../platform/documents/documents.service.js';

/** What one badge prints. */
export interface BadgeFacts {
  name: string;
  affiliation: string;
  country: string;
  participantCategory: ParticipantCategory;
  registrationType: string;
  /** The signed code the QR carries. */
  code: string;
}

const millimetre = 72 / 25.4;
/** Four of these fit an A4 sheet, two by two, with room for cut marks around them. */
const badgeWidth = 95 * millimetre;
const badgeHeight = 135 * millimetre;
const a4: ContextPageSize = {
  width: 210 * millimetre,
  height: 297 * millimetre,
  orientation: 'portrait',
};
const sheetLeft = (a4.width - 2 * badgeWidth) / 2;
const sheetTop = (a4.height - 2 * badgeHeight) / 2;
const cutMarkLength = 5 * millimetre;
const cutMarkGap = 1.5 * millimetre;
const padding = 7 * millimetre;
const bandHeight = 20 * millimetre;
const qrSize = 42 * millimetre;

/** Long names get smaller type rather than a third line. */
function nameSize(name: string): number {
  if (name.length <= 18) return 24;
  if (name.length <= 28) return 19;
  return 15;
}

/**
 * The QR as a greyscale PNG without alpha: pdfkit then embeds the PNG's own data as it is,
 * where an alpha channel would be decoded pixel by pixel (about a second a badge here).
 */
async function qrImage(code: string): Promise<string> {
  const png = await QRCode.toBuffer(code, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    scale: 6,
    rendererOpts: { colorType: 0 } as QRCode.QRCodeToBufferOptions['rendererOpts'],
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** One badge's content, placed with its top-left corner at (x, y) of the page. */
async function badgeContent(badge: BadgeFacts, x: number, y: number): Promise<Content[]> {
  const band = badgeBands[badge.participantCategory];
  const innerWidth = badgeWidth - 2 * padding;
  // A column of fixed width is what gives centred text a width to centre in.
  const text = (content: Record<string, unknown>, top: number): Content =>
    ({
      columns: [{ ...content, width: innerWidth }],
      absolutePosition: { x: x + padding, y: y + top },
    }) as Content;
  return [
    text(
      {
        text: `${edition.shortName} · ${edition.venueCity} · ${edition.datesLabel}`,
        fontSize: 8,
        color: '#444444',
        alignment: 'center',
      },
      padding,
    ),
    text(
      {
        text: badge.name,
        fontSize: nameSize(badge.name),
        bold: true,
        alignment: 'center',
      },
      padding + 8 * millimetre,
    ),
    text({ text: badge.affiliation, fontSize: 11, alignment: 'center' }, padding + 30 * millimetre),
    text(
      { text: badge.country, fontSize: 11, bold: true, alignment: 'center' },
      padding + 42 * millimetre,
    ),
    {
      image: await qrImage(badge.code),
      width: qrSize,
      height: qrSize,
      absolutePosition: {
        x: x + (badgeWidth - qrSize) / 2,
        y: y + badgeHeight - bandHeight - qrSize - 5 * millimetre,
      },
    },
    {
      canvas: [
        {
          type: 'rect',
          x: 0,
          y: 0,
          w: badgeWidth,
          h: bandHeight,
          color: band.colour,
        },
      ],
      absolutePosition: { x, y: y + badgeHeight - bandHeight },
    },
    {
      columns: [
        {
          width: badgeWidth,
          stack: [
            { text: band.word, fontSize: 16, bold: true, color: band.text, alignment: 'center' },
            { text: badge.registrationType, fontSize: 8, color: band.text, alignment: 'center' },
          ],
        },
      ],
      absolutePosition: { x, y: y + badgeHeight - bandHeight + 3.5 * millimetre },
    },
  ];
}

/** Short lines in the margins, in line with every edge of the badges, for a guillotine. */
function cutMarks(): Content {
  const xs = [sheetLeft, sheetLeft + badgeWidth, sheetLeft + 2 * badgeWidth];
  const ys = [sheetTop, sheetTop + badgeHeight, sheetTop + 2 * badgeHeight];
  const line = (x1: number, y1: number, x2: number, y2: number) => ({
    type: 'line' as const,
    x1,
    y1,
    x2,
    y2,
    lineWidth: 0.5,
    lineColor: '#000000',
  });
  const top = sheetTop - cutMarkGap;
  const bottom = sheetTop + 2 * badgeHeight + cutMarkGap;
  const left = sheetLeft - cutMarkGap;
  const right = sheetLeft + 2 * badgeWidth + cutMarkGap;
  return {
    canvas: [
      ...xs.flatMap((x) => [
        line(x, top - cutMarkLength, x, top),
        line(x, bottom, x, bottom + cutMarkLength),
      ]),
      ...ys.flatMap((y) => [
        line(left - cutMarkLength, y, left, y),
        line(right, y, right + cutMarkLength, y),
      ]),
    ],
    absolutePosition: { x: 0, y: 0 },
  };
}

/** Every badge of the list in one PDF, laid out for a sheet printer or for a badge printer. */
export async function renderBadges(badges: BadgeFacts[], layout: BadgeLayout): Promise<Buffer> {
  const content: Content[] = [];
  const perPage = layout === 'a4-sheet' ? 4 : 1;
  for (let first = 0; first < Math.max(badges.length, 1); first += perPage) {
    const page: Content[] = [];
    if (layout === 'a4-sheet') page.push(cutMarks());
    for (const [slot, badge] of badges.slice(first, first + perPage).entries()) {
      const x = layout === 'a4-sheet' ? sheetLeft + (slot % 2) * badgeWidth : 0;
      const y = layout === 'a4-sheet' ? sheetTop + Math.floor(slot / 2) * badgeHeight : 0;
      page.push(...(await badgeContent(badge, x, y)));
    }
    if (badges.length === 0)
      page.push({ text: 'No badge matches this filter.', margin: [40, 40, 40, 40] });
    // Every element is placed absolutely; this empty line carries the break to the next page.
    content.push({ text: '', pageBreak: first === 0 ? undefined : 'before' }, ...page);
  }
  const definition: TDocumentDefinitions = {
    info: { title: `${edition.shortName} badges`, creator: edition.shortName },
    pageSize: layout === 'a4-sheet' ? 'A4' : { width: badgeWidth, height: badgeHeight },
    pageMargins: [0, 0, 0, 0],
    defaultStyle: { font: 'Roboto' },
    content,
  };
  return renderDocument(definition);
}
