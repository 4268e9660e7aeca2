import { maxUploadBytes } from '@caawg11/conference';
import yauzl from 'yauzl';

/**
 * A Word document has a few dozen parts, and one more per picture or embedded object: an
 * archive with more entries than this was built to wear out whoever reads it.
 */
export const maxArchiveEntries = 2_000;

/**
 * Ten times the 5 MB upload limit: Word's XML shrinks about tenfold when zipped, and pictures,
 * the bulk of a large document, hardly shrink at all. A zip bomb unpacks to far more.
 */
export const maxArchiveUnpackedBytes = 10 * maxUploadBytes;

/** An archive past `maxArchiveEntries` entries or `maxArchiveUnpackedBytes` unpacked. */
export class ArchiveTooLarge extends Error {
  constructor() {
    super(
      `The archive holds more than ${maxArchiveEntries} entries or unpacks to more than ${maxArchiveUnpackedBytes} bytes`,
    );
  }
}

/**
 * What an archive may still unpack to, shared by its entries and by the archives nested in them,
 * so a document cannot hide a bomb in an embedded object. Counted as the bytes stream out of
 * the decompressor, never trusting the sizes the archive declares.
 */
export class UnpackBudget {
  private entries = 0;
  private bytes = 0;

  /** Counts one more entry; throws ArchiveTooLarge past `maxArchiveEntries`. */
  takeEntry(): void {
    this.entries += 1;
    if (this.entries > maxArchiveEntries) throw new ArchiveTooLarge();
  }

  /** Whether `declaredBytes` more would still fit: refuses a bomb before inflating any of it. */
  fits(declaredBytes: number): boolean {
    return this.bytes + declaredBytes <= maxArchiveUnpackedBytes;
  }

  /** Counts `bytes` unpacked; throws ArchiveTooLarge past `maxArchiveUnpackedBytes`. */
  take(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > maxArchiveUnpackedBytes) throw new ArchiveTooLarge();
  }
}

/**
 * Streams one entry out of `archive`, counting it against `budget` chunk by chunk, and hands
 * each chunk to `keep` (or drops it). Throws ArchiveTooLarge as soon as the budget runs out.
 */
export async function unpackEntry(
  archive: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: UnpackBudget,
  keep?: (chunk: Buffer) => void,
): Promise<void> {
  budget.takeEntry();
  if (!budget.fits(entry.uncompressedSize)) throw new ArchiveTooLarge();
  const stream = await archive.openReadStreamPromise(entry);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.take(chunk.length);
      keep?.(chunk);
    }
  } finally {
    stream.destroy();
  }
}

/** What an upload check learns of a ZIP archive. */
export type ZipListing =
  { readable: true; names: string[] } | { readable: false; reason: 'not-an-archive' | 'too-large' };

/**
 * The names of the entries of the ZIP archive at `path`, after unpacking every entry within the
 * limits (the output is counted and dropped, never held): a file that only lists a Word
 * document's parts in its directory, or unpacks to a bomb, does not pass as one.
 */
export async function zipEntryNames(path: string): Promise<ZipListing> {
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    return { readable: false, reason: 'not-an-archive' };
  }
  try {
    if (archive.entryCount > maxArchiveEntries) return { readable: false, reason: 'too-large' };
    const budget = new UnpackBudget();
    const names: string[] = [];
    for await (const entry of archive.eachEntry()) {
      names.push(entry.fileName);
      if (!entry.fileName.endsWith('/')) await unpackEntry(archive, entry, budget);
    }
    return { readable: true, names };
  } catch (error) {
    return {
      readable: false,
      reason: error instanceof ArchiveTooLarge ? 'too-large' : 'not-an-archive',
    };
  } finally {
    archive.close();
  }
}
