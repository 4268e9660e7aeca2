import type { Readable } from 'node:stream';
import { maxUploadBytes } from '@caawg11/conference';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { AnonymisedCopy } from './anonymised-copy.js';
import { compoundFileSignature, compoundFileWithoutAuthorship } from './doc-authorship.js';
import { ArchiveTooLarge, UnpackBudget, unpackEntry } from './zip-entries.js';

export const docxContentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Word's document properties with nobody named in them. */
const blankCoreProperties =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>';

const blankCustomProperties =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" ' +
  'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"></Properties>';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * A spreadsheet embedded in a document can embed a chart, which can embed its own workbook:
 * Office goes no deeper than that, and deeper nesting is only a way to multiply the work.
 */
const maxNestedPackages = 3;

/** The stream whole, or null once it runs past `limit`. */
async function read(stream: AsyncIterable<unknown>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The part's text with the people it names left out. Covers the parts of Word and of the
 * Office files embedded in it: tracked changes, comments and the people list name their authors
 * in attributes, Excel's comments in `<author>` elements, its threaded comments' persons in
 * `displayName`.
 */
function xmlWithoutPeople(name: string, content: Buffer): Buffer {
  if (name === 'docProps/core.xml') return Buffer.from(blankCoreProperties);
  if (name === 'docProps/custom.xml') return Buffer.from(blankCustomProperties);
  const text = content.toString('utf8');
  if (name === 'docProps/app.xml') {
    return Buffer.from(
      text
        .replace(/<(Company|Manager)>[^<]*<\/\1>/g, '<$1></$1>')
        .replace(/<(Company|Manager)\/>/g, ''),
    );
  }
  return Buffer.from(
    text
      .replace(/\b(\w+:)?(author|initials|userId|providerId|displayName)="[^"]*"/g, '$1$2=""')
      .replace(/<((?:\w+:)?author)>[^<]*<\/\1>/g, '<$1></$1>'),
  );
}

/**
 * An object embedded in the document, without its authors' names when it is an Office file of
 * either generation; pictures and other files name nobody Office put there.
 */
async function embeddedWithoutPeople(
  content: Buffer,
  budget: UnpackBudget,
  depth: number,
): Promise<Buffer> {
  if (content.subarray(0, 4).equals(zipSignature)) {
    if (depth >= maxNestedPackages) throw new ArchiveTooLarge();
    return packageWithoutPeople(
      await yauzl.fromBufferPromise(content, { lazyEntries: true }),
      budget,
      depth + 1,
    );
  }
  if (content.subarray(0, 8).equals(compoundFileSignature)) {
    const copy = compoundFileWithoutAuthorship(content);
    if (copy === 'too-large') throw new ArchiveTooLarge();
    if (copy === 'unreadable') throw new Error('An embedded Office file cannot be read');
    return copy;
  }
  return content;
}

/** One part of an Office package as a reader who should not learn its authors gets it. */
async function partWithoutPeople(
  name: string,
  content: Buffer,
  budget: UnpackBudget,
  depth: number,
): Promise<Buffer> {
  if (name.endsWith('.xml')) return xmlWithoutPeople(name, content);
  // word/embeddings/, and xl/ or ppt/embeddings/ of an embedded workbook or presentation.
  if (/^[^/]+\/embeddings\//.test(name)) return embeddedWithoutPeople(content, budget, depth);
  return content;
}

/** The parts of an Office package, rewritten without the people they name, as a new archive. */
async function packageWithoutPeople(
  archive: yauzl.ZipFile,
  budget: UnpackBudget,
  depth: number,
): Promise<Buffer> {
  const copy = new ZipFile();
  const output = read(copy.outputStream as AsyncIterable<unknown>, Number.POSITIVE_INFINITY);
  try {
    for await (const entry of archive.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/')) continue;
      const chunks: Buffer[] = [];
      await unpackEntry(archive, entry, budget, (chunk) => chunks.push(chunk));
      copy.addBuffer(await partWithoutPeople(name, Buffer.concat(chunks), budget, depth), name);
    }
  } catch (error) {
    archive.close();
    copy.end();
    await output.catch(() => undefined);
    throw error;
  }
  copy.end();
  return (await output) ?? Buffer.alloc(0);
}

/**
 * A copy of a .docx without the names Word writes into it: the author and last editor in the
 * document properties, the company and manager, the authors of tracked changes and comments,
 * and the same in the Office files embedded in it. The text itself is left as the author wrote
 * it. Unpacks within `maxArchiveEntries` and `maxArchiveUnpackedBytes` in all, embedded files
 * included, and refuses past them.
 */
export async function docxWithoutAuthorship(file: Readable): Promise<AnonymisedCopy> {
  try {
    // Stored files passed the upload limit; anything longer is not one of them.
    const bytes = await read(file, maxUploadBytes);
    if (!bytes) return 'too-large';
    const archive = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
    return await packageWithoutPeople(archive, new UnpackBudget(), 0);
  } catch (error) {
    return error instanceof ArchiveTooLarge ? 'too-large' : 'unreadable';
  }
}
