import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  wordDocumentOfParts,
  wordZipBomb,
  zipArchive,
} from '../../../test/support/sample-files.js';
import {
  maxArchiveEntries,
  maxArchiveUnpackedBytes,
  zipEntryNames,
  type ZipListing,
} from './zip-entries.js';

const notAnArchive = { readable: false, reason: 'not-an-archive' };
const tooLarge = { readable: false, reason: 'too-large' };

describe('zipEntryNames', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-entries-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function names(archive: Buffer): Promise<ZipListing> {
    const path = join(dir, 'archive');
    await writeFile(path, archive);
    return zipEntryNames(path);
  }

  it('lists the entries of an archive from its central directory', async () => {
    const archive = await zipArchive({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
    });
    expect(await names(archive)).toEqual({
      readable: true,
      names: ['[Content_Types].xml', 'word/document.xml'],
    });
  });

  it('finds the directory behind an archive comment', async () => {
    const archive = await zipArchive({ 'word/document.xml': '<w:document/>' });
    const comment = Buffer.from('made by a test');
    const withComment = Buffer.concat([archive, comment]);
    withComment.writeUInt16LE(comment.length, archive.length - 2);
    expect(await names(withComment)).toEqual({ readable: true, names: ['word/document.xml'] });
  });

  it('refuses bytes that are not an archive', async () => {
    expect(await names(Buffer.from('MZ this is an executable, not a zip archive at all'))).toEqual(
      notAnArchive,
    );
    expect(await names(Buffer.alloc(0))).toEqual(notAnArchive);
  });

  it('refuses an archive whose directory points outside the file', async () => {
    const archive = await zipArchive({ 'word/document.xml': '<w:document/>' });
    archive.writeUInt32LE(0x7fffffff, archive.length - 6);
    expect(await names(archive)).toEqual(notAnArchive);
  });

  it('refuses a truncated archive', async () => {
    const archive = await zipArchive({ 'word/document.xml': '<w:document/>' });
    expect(await names(archive.subarray(0, archive.length - 30))).toEqual(notAnArchive);
  });

  it('refuses a zip bomb: small on disk, past the limit once unpacked', async () => {
    const bomb = await wordZipBomb(maxArchiveUnpackedBytes + 1);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await names(bomb)).toEqual(tooLarge);
  });

  it('refuses a bomb whose directory understates what its entry unpacks to', async () => {
    const bomb = await wordZipBomb(maxArchiveUnpackedBytes + 1);
    // The size declared in the central directory, which yauzl checks the inflated bytes against.
    const directory = bomb.lastIndexOf(Buffer.from('word/media/image1.png')) - 46;
    expect(bomb.readUInt32LE(directory)).toBe(0x02014b50);
    bomb.writeUInt32LE(1024, directory + 24);
    expect((await names(bomb)).readable).toBe(false);
  });

  it('reads a document of as many parts as the limit allows, and refuses one more', async () => {
    expect((await names(await wordDocumentOfParts(maxArchiveEntries))).readable).toBe(true);
    expect(await names(await wordDocumentOfParts(maxArchiveEntries + 1))).toEqual(tooLarge);
  });
});
