import { zipArchive } from '../../test/support/sample-files.js';
import { readFromBuffer, zipEntryNames } from './zip-entries.js';

function names(archive: Buffer): Promise<string[] | null> {
  return zipEntryNames(archive.length, readFromBuffer(archive));
}

describe('zipEntryNames', () => {
  it('lists the entries of an archive from its central directory', async () => {
    const archive = zipArchive({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
    });
    expect(await names(archive)).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('finds the directory behind an archive comment', async () => {
    const archive = zipArchive({ 'word/document.xml': '<w:document/>' });
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
    const archive = zipArchive({ 'word/document.xml': '<w:document/>' });
    archive.writeUInt32LE(0x7fffffff, archive.length - 6);
    expect(await names(archive)).toBeNull();
  });

  it('answers null for a truncated archive', async () => {
    const archive = zipArchive({ 'word/document.xml': '<w:document/>' });
    expect(await names(archive.subarray(0, archive.length - 30))).toBeNull();
  });
});
