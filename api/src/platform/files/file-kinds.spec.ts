import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleFiles } from '../../../test/support/sample-files.js';
import { contentIsOfKind, type FileKind, kindOfFileName } from './file-kinds.js';

const allKinds: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'webp', 'doc', 'docx'];
const bytes = (...values: number[]) => Buffer.from(values);

describe('content of a file', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-kinds-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function isOfKind(kind: FileKind, content: Buffer): Promise<boolean> {
    const path = join(dir, 'upload');
    await writeFile(path, content);
    return contentIsOfKind(kind, path);
  }

  it.each([
    ['pdf', sampleFiles.pdf()],
    ['jpeg', sampleFiles.jpeg()],
    ['png', sampleFiles.png()],
    ['webp', sampleFiles.webp()],
    ['doc', sampleFiles.doc()],
    ['docx', sampleFiles.docx()],
    ['docx', sampleFiles.plainZip()],
  ] as const)('recognises a %s by its content', async (kind, content) => {
    expect(await isOfKind(kind, content)).toBe(true);
  });

  it('tells the kinds apart', async () => {
    const png = sampleFiles.png();
    for (const kind of ['pdf', 'jpeg', 'webp', 'doc', 'docx'] as const) {
      expect(await isOfKind(kind, png)).toBe(false);
    }
    expect(await isOfKind('png', sampleFiles.pdf())).toBe(false);
    expect(await isOfKind('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00, 0, 0))).toBe(
      false,
    );
  });

  it('refuses an executable posing as any kind', async () => {
    for (const kind of allKinds) {
      expect(await isOfKind(kind, sampleFiles.executable())).toBe(false);
    }
  });

  it('refuses a file shorter than any signature, or empty', async () => {
    expect(await isOfKind('png', bytes(0x89, 0x50))).toBe(false);
    expect(await isOfKind('pdf', bytes())).toBe(false);
  });
});

describe('kind of a file name', () => {
  it('maps extensions to kinds, ignoring case', () => {
    expect(kindOfFileName('id.JPG', ['pdf', 'jpeg', 'png'])).toBe('jpeg');
    expect(kindOfFileName('id.jpeg', ['pdf', 'jpeg', 'png'])).toBe('jpeg');
    expect(kindOfFileName('Author.Docx', ['doc', 'docx'])).toBe('docx');
    expect(kindOfFileName('scan.pdf', ['pdf'])).toBe('pdf');
  });

  it('refuses an extension outside the allowed kinds, or none', () => {
    expect(kindOfFileName('abstract.pdf', ['doc', 'docx'])).toBeNull();
    expect(kindOfFileName('id.docx', ['pdf', 'jpeg', 'png'])).toBeNull();
    expect(kindOfFileName('noextension', ['pdf'])).toBeNull();
    expect(kindOfFileName('id.pdf.exe', ['pdf'])).toBeNull();
  });
});
