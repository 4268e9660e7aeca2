import { Readable } from 'node:stream';
import CFB from 'cfb';
import type { AnonymisedCopy } from '../src/platform/files/anonymised-copy.js';
import { docWithoutAuthorship } from '../src/platform/files/doc-authorship.js';
import { sampleFiles } from './support/sample-files.js';
import { word97Document } from './support/word97.js';

const people = {
  author: 'Nyokabi Wamalwa-Ochieng',
  lastSavedBy: 'nwamalwa',
  company: 'Kisumu Basin Hydrology Unit',
};
const names = Object.values(people);

function refusalOf(file: Buffer): Promise<AnonymisedCopy> {
  return docWithoutAuthorship(Readable.from([file]));
}

async function copyOf(file: Buffer): Promise<Buffer> {
  const copy = await refusalOf(file);
  if (!Buffer.isBuffer(copy)) throw new Error(`No copy: ${copy}`);
  return copy;
}

function stream(file: Buffer, path: string): Buffer | null {
  const entry = CFB.find(CFB.read(file, { type: 'buffer' }), path);
  return entry ? Buffer.from(entry.content) : null;
}

/** The names that occur in `file`'s bytes, in ANSI or in UTF-16LE. */
function namesIn(file: Buffer): string[] {
  return names.filter(
    (name) =>
      file.includes(Buffer.from(name, 'latin1')) || file.includes(Buffer.from(name, 'utf16le')),
  );
}

describe('docWithoutAuthorship: a .doc copy that names nobody', () => {
  it('starts from a file that names its author in every place it then clears', () => {
    const original = word97Document(people);
    expect(namesIn(original)).toEqual(names);
    expect(namesIn(stream(original, '/1Table')!)).toEqual([people.author, people.lastSavedBy]);
    expect(namesIn(stream(original, '/\u0005SummaryInformation')!)).toEqual([
      people.author,
      people.lastSavedBy,
    ]);
  });

  it('removes the property sets and blanks the table stream, leaving the text as it was', async () => {
    const original = word97Document(people);
    const copy = await copyOf(original);
    expect(namesIn(copy)).toEqual([]);

    const parsed = CFB.read(copy, { type: 'buffer' });
    const streams = parsed.FileIndex.filter((entry) => entry.type === 2).map((e) => e.name);
    expect(streams).toEqual(expect.arrayContaining(['WordDocument', '1Table']));
    expect(streams).not.toContain('\u0005SummaryInformation');
    expect(streams).not.toContain('\u0005DocumentSummaryInformation');
    expect(stream(copy, '/WordDocument')!.equals(stream(original, '/WordDocument')!)).toBe(true);

    // Blanked in place: same length, and each name's characters now spaces.
    const before = stream(original, '/1Table')!;
    const after = stream(copy, '/1Table')!;
    expect(after.length).toBe(before.length);
    const author = Buffer.from(people.author, 'utf16le');
    const at = before.indexOf(author);
    expect(after.subarray(at, at + author.length).toString('utf16le')).toBe(
      ' '.repeat(people.author.length),
    );
    // The string counts and everything around the names are unchanged.
    const differing = [...before.keys()].filter((i) => before[i] !== after[i]);
    for (const i of differing) expect(after.readUInt16LE(i - (i % 2))).toBe(0x20);
  });

  it('leaves the table stream alone when the FIB is not a Word 97 one, but still drops the properties', async () => {
    const original = word97Document(people, 'text', 0x1234);
    const copy = await copyOf(original);
    expect(stream(copy, '/1Table')!.equals(stream(original, '/1Table')!)).toBe(true);
    expect(stream(copy, '/\u0005SummaryInformation')).toBeNull();
    expect(stream(copy, '/\u0005DocumentSummaryInformation')).toBeNull();
  });

  it('makes no copy of a file that is not a compound file, even one cfb would read', async () => {
    expect(await refusalOf(Buffer.from('not a Word document at all'))).toBe('unreadable');
    expect(await refusalOf(sampleFiles.pdf())).toBe('unreadable');
    // cfb reads ZIP archives too: a .docx is not a .doc.
    expect(await refusalOf(sampleFiles.docx())).toBe('unreadable');
    // The signature and nothing readable after it.
    expect(await refusalOf(sampleFiles.doc())).toBe('unreadable');
  });

  it('refuses a file larger than any Word document of the upload limit', async () => {
    const huge = Buffer.alloc(21 * 1024 * 1024);
    word97Document(people).copy(huge);
    expect(await refusalOf(huge)).toBe('too-large');
  });
});
