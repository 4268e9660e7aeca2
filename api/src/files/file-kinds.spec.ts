import { hasSignature, kindOfFileName } from './file-kinds.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('file signatures', () => {
  it.each([
    ['pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['docx', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)],
  ] as const)('recognises a %s by its first bytes', (kind, head) => {
    expect(hasSignature(kind, head)).toBe(true);
  });

  it('tells the kinds apart', () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(hasSignature('pdf', png)).toBe(false);
    expect(hasSignature('jpeg', png)).toBe(false);
    expect(hasSignature('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00))).toBe(false);
  });

  it('refuses an executable posing as any kind', () => {
    const executable = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);
    for (const kind of ['pdf', 'jpeg', 'png', 'doc', 'docx'] as const) {
      expect(hasSignature(kind, executable)).toBe(false);
    }
  });

  it('refuses a file shorter than the signature', () => {
    expect(hasSignature('png', bytes(0x89, 0x50))).toBe(false);
    expect(hasSignature('pdf', bytes())).toBe(false);
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
