/**
 * Reads the names of the entries of a ZIP archive from its central directory, which is all a
 * .docx check needs: no decompression, so no zip bomb. ZIP64 archives and archives with more
 * than `maxEntries` entries are not read (a 5 MB Word document is neither).
 */
export type ReadAt = (position: number, length: number) => Promise<Uint8Array>;

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryHeader = 0x02014b50;
const endRecordLength = 22;
const maxCommentLength = 0xffff;
const maxEntries = 10_000;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The entry names, or null when the bytes are not a ZIP archive this reader understands. */
export async function zipEntryNames(size: number, readAt: ReadAt): Promise<string[] | null> {
  if (size < endRecordLength) return null;
  const tailLength = Math.min(size, endRecordLength + maxCommentLength);
  const tailStart = size - tailLength;
  const tail = await readAt(tailStart, tailLength);
  const tailView = view(tail);
  let end = -1;
  for (let at = tail.length - endRecordLength; at >= 0; at -= 1) {
    if (tailView.getUint32(at, true) === endOfCentralDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = tailView.getUint16(end + 10, true);
  const directorySize = tailView.getUint32(end + 12, true);
  const directoryOffset = tailView.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === 0xffffffff || entries > maxEntries) return null;
  if (directoryOffset + directorySize > tailStart + end) return null;

  const directory = await readAt(directoryOffset, directorySize);
  const directoryView = view(directory);
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (
      at + 46 > directory.length ||
      directoryView.getUint32(at, true) !== centralDirectoryHeader
    ) {
      return null;
    }
    const nameLength = directoryView.getUint16(at + 28, true);
    const extraLength = directoryView.getUint16(at + 30, true);
    const commentLength = directoryView.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.length) return null;
    names.push(decoder.decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Reads from an in-memory archive (tests, small buffers). */
export function readFromBuffer(bytes: Uint8Array): ReadAt {
  return (position, length) => Promise.resolve(bytes.subarray(position, position + length));
}
