import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { maxUploadBytes } from '@caawg11/conference';
import { ZipFile } from 'yazl';

/** A ZIP archive holding the given files, compressed as Word writes them unless told otherwise. */
export function zipArchive(
  entries: Record<string, string | Buffer>,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const archive = new ZipFile();
  for (const [name, text] of Object.entries(entries)) {
    archive.addBuffer(Buffer.from(text), name, { compress });
  }
  archive.end();
  return buffer(archive.outputStream);
}

/**
 * A Word document whose one extra part is `unpackedBytes` of zeros: a few kilobytes on disk,
 * as much as asked for once unpacked.
 */
export function wordZipBomb(unpackedBytes: number): Promise<Buffer> {
  const archive = new ZipFile();
  archive.addBuffer(Buffer.from('<?xml version="1.0"?><Types/>'), '[Content_Types].xml');
  archive.addBuffer(Buffer.from('<?xml version="1.0"?><w:document/>'), 'word/document.xml');
  archive.addBuffer(Buffer.alloc(unpackedBytes), 'word/media/image1.png');
  archive.end();
  return buffer(archive.outputStream);
}

/** A Word document with `count` parts in all. */
export function wordDocumentOfParts(count: number): Promise<Buffer> {
  const parts: Record<string, string> = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  };
  for (let part = 1; Object.keys(parts).length < count; part += 1) {
    parts[`word/media/image${part}.png`] = 'x';
  }
  // Stored, not deflated: thousands of one-byte parts gain nothing from compression, and each
  // deflate is a round trip through the thread pool, slow on a busy machine.
  return zipArchive(parts, { compress: false });
}

const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A Word document as Word writes its parts, holding the given paragraphs of text. */
export function wordDocumentWithText(paragraphs: readonly string[]): Promise<Buffer> {
  const body = paragraphs.map(
    (text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`,
  );
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="${wordNamespace}"><w:body>${body.join('')}</w:body></w:document>`,
  });
}

// Built once: yazl writes asynchronously, and the tests take their sample files synchronously.
const wordDocument = await zipArchive({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
});
const notesArchive = await zipArchive({ 'notes.txt': 'hello' });

/**
 * The signature and image header (IHDR) chunk of a 1x1 PNG: a file whose first chunk is not a
 * well-formed image header is not a PNG, whatever its signature.
 */
function pngHeader(): Buffer {
  const chunk = Buffer.concat([
    Buffer.from('IHDR'),
    Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(chunk.length - 4);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(chunk));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    length,
    chunk,
    checksum,
  ]);
}

/** Pads `head` with filler up to `size` bytes. */
function padded(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}

export const sampleFiles = {
  pdf: (size = 2048) => padded(Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n'), size),
  png: () => padded(pngHeader(), 1024),
  jpeg: () => padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), 1024),
  /** A RIFF container holding a WebP image (a lossy VP8 stream). */
  webp: () => padded(Buffer.from('RIFF\u00f8\u0003\u0000\u0000WEBPVP8 ', 'latin1'), 1024),
  doc: () =>
    padded(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]), 4096),
  docx: () => Buffer.from(wordDocument),
  /** A ZIP that is not a Word document (no word/document.xml). */
  plainZip: () => Buffer.from(notesArchive),
  /** A Windows executable: starts with MZ. */
  executable: () => padded(Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), 4096),
  /** A PDF one byte over the 5 MB limit. */
  oversizePdf: () => sampleFiles.pdf(maxUploadBytes + 1),
};

/** How many files (not folders) are under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else found.push(path);
  }
  return found;
}

/** Empties `dir` (keeps the folder itself), so each test starts with no stored files. */
export function emptyDir(dir: string): void {
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
}
