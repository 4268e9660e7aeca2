import CFB from 'cfb';

/** The people a Word 97-2003 document names, where Word names them. */
export interface Word97People {
  author: string;
  lastSavedBy: string;
  company: string;
}

/** The index of each table's (fc, lcb) pair in FibRgFcLcb97 ([MS-DOC] 2.5.6). */
const pair = { sttbfAssoc: 32, grpXstAtnOwners: 36, sttbfRMark: 51, sttbSavedBy: 71 };

/** Where FibRgFcLcb97 starts: FibBase, csw + fibRgW, cslw + fibRgLw, cbRgFcLcb. */
const fcLcbStart = 32 + 2 + 0x0e * 2 + 2 + 0x16 * 4 + 2;

function u16(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => buffer.writeUInt16LE(value, i * 2));
  return buffer;
}

/** An extended string table (STTB) of the given strings, without extra data. */
function sttb(strings: string[]): Buffer {
  return Buffer.concat([
    u16(0xffff, strings.length, 0),
    ...strings.map((s) => Buffer.concat([u16(s.length), Buffer.from(s, 'utf16le')])),
  ]);
}

/**
 * A minimal Word 97 document: a WordDocument stream with a FIB (fWhichTblStm = 1, `fibIdent`
 * its magic number) and `text` after it, a 1Table stream holding the tables that name people,
 * and the two property-set streams with the names in UTF-16 and in ANSI, as Word writes them.
 */
export function word97Document(
  people: Word97People,
  text = 'Aquifer storage in crystalline basement',
  fibIdent = 0xa5ec,
): Buffer {
  const tables: [number, Buffer][] = [
    [
      pair.sttbfAssoc,
      sttb([
        '',
        'Normal.dot',
        'Aquifer storage',
        '',
        '',
        '',
        people.author,
        people.lastSavedBy,
        ...Array<string>(10).fill(''),
      ]),
    ],
    [
      pair.grpXstAtnOwners,
      Buffer.concat([u16(people.author.length), Buffer.from(people.author, 'utf16le')]),
    ],
    [pair.sttbfRMark, sttb(['Unknown', people.author, people.lastSavedBy])],
    [pair.sttbSavedBy, sttb([people.author, `C:\\Users\\${people.lastSavedBy}\\abstract.doc`])],
  ];
  // Something before the first table, as in a real table stream (the style sheet...).
  const table: Buffer[] = [Buffer.alloc(64, 0x11)];
  let offset = 64;

  const fib = Buffer.alloc(fcLcbStart + 0x5d * 8 + 2);
  fib.writeUInt16LE(fibIdent, 0);
  fib.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  fib.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: 1Table
  fib.writeUInt16LE(0x0e, 32);
  fib.writeUInt16LE(0x16, 32 + 2 + 0x0e * 2);
  fib.writeUInt16LE(0x5d, fcLcbStart - 2);
  for (const [index, content] of tables) {
    fib.writeUInt32LE(offset, fcLcbStart + index * 8);
    fib.writeUInt32LE(content.length, fcLcbStart + index * 8 + 4);
    table.push(content);
    offset += content.length;
  }
  // Past the mini stream cutoff (4096 bytes), so the copy keeps a regular stream too.
  const wordDocument = Buffer.concat([fib, Buffer.from(text, 'latin1'), Buffer.alloc(4096)]);

  const summary = Buffer.concat([
    Buffer.from([0xfe, 0xff, 0, 0]),
    Buffer.from(`${people.author}\0`, 'latin1'),
    Buffer.from(`${people.lastSavedBy}\0`, 'latin1'),
    Buffer.from(`${people.author}\0`, 'utf16le'),
  ]);
  const documentSummary = Buffer.concat([
    Buffer.from([0xfe, 0xff, 0, 0]),
    Buffer.from(`${people.company}\0`, 'latin1'),
    Buffer.from(`${people.company}\0`, 'utf16le'),
  ]);

  const doc = CFB.utils.cfb_new();
  CFB.utils.cfb_add(doc, '/WordDocument', wordDocument);
  CFB.utils.cfb_add(doc, '/1Table', Buffer.concat(table));
  CFB.utils.cfb_add(doc, '/\u0005SummaryInformation', summary);
  CFB.utils.cfb_add(doc, '/\u0005DocumentSummaryInformation', documentSummary);
  return CFB.write(doc, { type: 'buffer' }) as Buffer;
}

/** Every stream of a compound file, read as ANSI and as UTF-16 (at both alignments). */
export function compoundFileText(file: Buffer): string {
  const doc = CFB.read(file, { type: 'buffer' });
  return doc.FileIndex.map((entry) => {
    const content = Buffer.from(entry.content ?? []);
    return [
      entry.name,
      content.toString('latin1'),
      content.toString('utf16le'),
      content.subarray(1).toString('utf16le'),
    ].join('\n');
  }).join('\n');
}
