import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipArchive } from '../../test/support/sample-files.js';
import { zipEntryNames } from './zip-entries.js';

describe('zipEntryNames', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'zip-entries-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function names(archive: Buffer): Promise<string[] | null> {
    const path = join(dir, 'archive');
    await writeFile(path, archive);
    return zipEntryNames(path);
  }

  it('lists the entries of an archive from its central directory', async () => {
    const archive = await zipArchive({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
    });
    expect(await names(archive)).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('finds the directory behind an archive comment', async () => {
    const archive = await zipArchive({ 'word/document.xml': '<w:document/>' });
    const comment = Buffer.from('made by a test');
    const withComment = Buffer.concat([archive, comment]);
    withComment.writeUInt16LE(comment.length, archive.length - 2);
    expect(await names(withComment)).toEqual(['word/document.xml']);
  });

  it('answers null for bytes that are not an archive', async () => {
    expect(
      await names(Buffer.from('MZ this is an executable, not a zip archive at all')),
    ).toBeNull();
    expect(await names(Buffer.alloc(0))).toBeNull();
  });

  it('answers null for an archive whose directory points outside the file', async () => {
    const archive = await zipArchive({ 'word/document.xml': '<w:document/>' });
    archive.writeUInt32LE(0x7fffffff, archive.length - 6);
    expect(await names(archive)).toBeNull();
  });

  it('answers null for a truncated archive', async () => {
    const archive = await zipArchive({ 'word/document.xml': '<w:document/>' });
    expect(await names(archive.subarray(0, archive.length - 30))).toBeNull();
  });
});
