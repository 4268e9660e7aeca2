import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

/** A ZIP archive holding the given text files, as a .docx upload needs. */
export function zipArchive(entries: Record<string, string>): Promise<Buffer> {
  const archive = new ZipFile();
  for (const [name, text] of Object.entries(entries)) archive.addBuffer(Buffer.from(text), name);
  archive.end();
  return buffer(archive.outputStream);
}
