import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

export const docxContentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Word's document properties with nobody named in them. */
const blankCoreProperties =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"></cp:coreProperties>';

const blankCustomProperties =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" ' +
  'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"></Properties>';

/** More than any Word document of the 5 MB upload limit unpacks to: a zip bomb stops here. */
const maxUnpackedBytes = 100 * 1024 * 1024;

async function read(stream: AsyncIterable<unknown>, limit = maxUnpackedBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('The archive unpacks to more than a Word document holds');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The entry's text with the people it names left out, or the entry as it was. */
function withoutPeople(name: string, content: Buffer): Buffer {
  if (name === 'docProps/core.xml') return Buffer.from(blankCoreProperties);
  if (name === 'docProps/custom.xml') return Buffer.from(blankCustomProperties);
  if (name === 'docProps/app.xml') {
    return Buffer.from(
      content
        .toString('utf8')
        .replace(/<(Company|Manager)>[^<]*<\/\1>/g, '<$1></$1>')
        .replace(/<(Company|Manager)\/>/g, ''),
    );
  }
  if (name.startsWith('word/') && name.endsWith('.xml')) {
    // Tracked changes, comments and the people list name their authors in attributes.
    return Buffer.from(
      content
        .toString('utf8')
        .replace(/\b(\w+:)?(author|initials|userId|providerId)="[^"]*"/g, '$1$2=""'),
    );
  }
  return content;
}

/**
 * A copy of a .docx without the names Word writes into it: the author and last editor in the
 * document properties, the company and manager, and the authors of tracked changes and
 * comments. The text itself is left as the author wrote it. Null when the file cannot be read
 * as an archive (it is then not handed out in place of a copy).
 */
export async function docxWithoutAuthorship(file: Readable): Promise<Buffer | null> {
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.fromBufferPromise(await read(file), { lazyEntries: true });
  } catch {
    return null;
  }
  const copy = new ZipFile();
  const output = read(copy.outputStream as AsyncIterable<unknown>, Number.POSITIVE_INFINITY);
  let unpacked = 0;
  try {
    for await (const entry of archive.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const content = await read(
        await archive.openReadStreamPromise(entry),
        maxUnpackedBytes - unpacked,
      );
      unpacked += content.length;
      copy.addBuffer(withoutPeople(entry.fileName, content), entry.fileName);
    }
  } catch {
    archive.close();
    copy.end();
    await output.catch(() => undefined);
    return null;
  }
  copy.end();
  return output;
}
