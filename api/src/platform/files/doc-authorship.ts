import type { Readable } from 'node:stream';
import CFB, { type CFB$Container, type CFB$Entry } from 'cfb';
import type { AnonymisedCopy } from './anonymised-copy.js';

export const docContentType = 'application/msword';

/** A compound file's first bytes ([MS-CFB] 2.2). cfb also reads ZIP and MIME files: not here. */
export const compoundFileSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Four times the 5 MB upload limit: a file whose streams claim more is not a real document. */
const maxUnpackedBytes = 20 * 1024 * 1024;

/** The property sets behind File > Properties: author, last saved by, company, manager... */
const propertySets = new Set(['\u0005SummaryInformation', '\u0005DocumentSummaryInformation']);

/**
 * Where the FIB's FibRgFcLcb97 keeps the (fc, lcb) pair of each table that names people, as the
 * index of the pair ([MS-DOC] 2.5.6): the associated strings (author, last revised by), the
 * comment authors, the revision-marking authors, and who saved the document where.
 */
const tablesNamingPeople = {
  sttbfAssoc: 32,
  grpXstAtnOwners: 36,
  sttbfRMark: 51,
  sttbSavedBy: 71,
};

/** The whole stream, or null once it runs past `maxUnpackedBytes`. */
async function read(stream: AsyncIterable<unknown>): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxUnpackedBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The stream `name` at the top of the file. Not `CFB.find`, which ignores case and falls back to
 * a stream of that name anywhere, such as inside an embedded document.
 */
function topLevelStream(doc: CFB$Container, name: string): CFB$Entry | undefined {
  const index = doc.FullPaths.indexOf(`${doc.FullPaths[0]}${name}`);
  return index > 0 ? doc.FileIndex[index] : undefined;
}

/** Overwrites `count` UTF-16 characters at `at` with spaces: same length, so no offset moves. */
function blank(table: Buffer, at: number, count: number): void {
  for (let i = 0; i < count; i++) table.writeUInt16LE(0x20, at + i * 2);
}

/**
 * The positions of the strings of an extended STTB ([MS-DOC] 2.2.4) at `[start, end)`, or null
 * when it is not one: each is [offset of its characters, count of characters].
 */
function sttbStrings(table: Buffer, start: number, end: number): [number, number][] | null {
  if (end - start < 6 || table.readUInt16LE(start) !== 0xffff) return null;
  const count = table.readUInt16LE(start + 2);
  const extra = table.readUInt16LE(start + 4);
  const strings: [number, number][] = [];
  let at = start + 6;
  for (let i = 0; i < count; i++) {
    if (at + 2 > end) return null;
    const chars = table.readUInt16LE(at);
    if (at + 2 + chars * 2 + extra > end) return null;
    strings.push([at + 2, chars]);
    at += 2 + chars * 2 + extra;
  }
  return strings;
}

/** The strings of a run of Xst (a count, then the characters) filling `[start, end)`, or null. */
function xstStrings(table: Buffer, start: number, end: number): [number, number][] | null {
  const strings: [number, number][] = [];
  for (let at = start; at < end;) {
    if (at + 2 > end) return null;
    const chars = table.readUInt16LE(at);
    if (at + 2 + chars * 2 > end) return null;
    strings.push([at + 2, chars]);
    at += 2 + chars * 2;
  }
  return strings;
}

/**
 * Blanks the people's names in the table stream the FIB (the start of the WordDocument stream)
 * points to. Leaves the container as it was when the FIB is not a Word 97 or later one, or the
 * file is encrypted (its table stream is then unreadable to us, and rewriting it would corrupt
 * it).
 */
function blankTableStream(doc: CFB$Container, fib: Buffer): void {
  // FibBase is 32 bytes; then fibRgW, fibRgLw and fibRgFcLcb, each preceded by its length.
  if (fib.length < 34 || fib.readUInt16LE(0) !== 0xa5ec) return;
  const flags = fib.readUInt16LE(0x0a);
  const encrypted = (flags & 0x0100) !== 0;
  if (encrypted) return;
  let at = 32;
  at += 2 + fib.readUInt16LE(at) * 2;
  if (at + 2 > fib.length) return;
  at += 2 + fib.readUInt16LE(at) * 4;
  if (at + 2 > fib.length) return;
  const pairs = fib.readUInt16LE(at);
  const fcLcb = at + 2;
  // Word 97's FibRgFcLcb97 has 0x5D pairs; later versions append to it.
  if (pairs < 0x5d || fcLcb + pairs * 8 > fib.length) return;

  const tableName = (flags & 0x0200) !== 0 ? '1Table' : '0Table';
  const entry = topLevelStream(doc, tableName);
  if (!entry?.content) return;
  // A copy: cfb's streams may share one buffer with the file read.
  const table = Buffer.from(entry.content);
  for (const [name, index] of Object.entries(tablesNamingPeople)) {
    const start = fib.readUInt32LE(fcLcb + index * 8);
    const length = fib.readUInt32LE(fcLcb + index * 8 + 4);
    if (length === 0 || start + length > table.length) continue;
    const stringsOf = name === 'grpXstAtnOwners' ? xstStrings : sttbStrings;
    // A table that is not what [MS-DOC] describes is left as it is, not overwritten at a guess.
    for (const [offset, chars] of stringsOf(table, start, start + length) ?? []) {
      blank(table, offset, chars);
    }
  }
  entry.content = table;
}

/**
 * A copy of an Office 97-2003 compound file (a .doc, or an object embedded in a Word document)
 * without the names Office writes into it: the document properties (author, last saved by,
 * company, manager, also those of embedded objects) and, in a Word document, the authors of
 * tracked changes and comments, and who saved it where. The text itself is left as the author
 * wrote it, and the WordDocument stream is untouched.
 */
export function compoundFileWithoutAuthorship(bytes: Buffer): AnonymisedCopy {
  try {
    if (!bytes.subarray(0, 8).equals(compoundFileSignature)) return 'unreadable';
    const doc = CFB.read(bytes, { type: 'buffer' });
    // Streams can share sectors: what they claim, not the file's size, is what a copy writes.
    const unpacked = doc.FileIndex.reduce((sum, entry) => sum + (entry.content?.length ?? 0), 0);
    if (unpacked > maxUnpackedBytes) return 'too-large';

    // Another Office file under a .doc name has no WordDocument: its properties still go.
    const wordDocument = topLevelStream(doc, 'WordDocument');
    if (wordDocument?.content) blankTableStream(doc, Buffer.from(wordDocument.content));

    for (let i = doc.FileIndex.length - 1; i >= 0; i--) {
      if (propertySets.has(doc.FileIndex[i]!.name)) {
        doc.FileIndex.splice(i, 1);
        doc.FullPaths.splice(i, 1);
      }
    }
    // Rebuilds the directory tree, whose links still count the removed entries.
    CFB.utils.cfb_gc(doc);
    return CFB.write(doc, { type: 'buffer' }) as Buffer;
  } catch {
    return 'unreadable';
  }
}

/**
 * A copy of a Word 97-2003 .doc without the names Word writes into it (see
 * `compoundFileWithoutAuthorship`). 'unreadable' when the file is not a readable compound file
 * (it is then not handed out in place of a copy).
 */
export async function docWithoutAuthorship(file: Readable): Promise<AnonymisedCopy> {
  let bytes: Buffer | null;
  try {
    bytes = await read(file);
  } catch {
    return 'unreadable';
  }
  return bytes ? compoundFileWithoutAuthorship(bytes) : 'too-large';
}
