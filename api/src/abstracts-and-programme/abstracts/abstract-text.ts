import { Logger } from '@nestjs/common';
import mammoth from 'mammoth';
import type { FilesService, ReceivedFile } from '../../platform/files/files.service.js';

const logger = new Logger('AbstractText');

/** Longer than any 300-word abstract with its title and references; the column holds 64 KB. */
const longestKeptText = 20_000;

async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The text of a .docx abstract, paragraphs kept, for reviewers and the book when the author
 * typed none; null for a .doc (the old binary format) or a file the converter cannot read, in
 * which case the abstract is kept all the same and its author is asked for the text.
 */
export async function textOfWordFile(
  files: FilesService,
  file: ReceivedFile,
): Promise<string | null> {
  if (file.kind !== 'docx') return null;
  try {
    const { value } = await mammoth.extractRawText({
      buffer: await bufferOf(await files.open(file)),
    });
    const text = value
      .split(/\n\s*\n+/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter((paragraph) => paragraph.length > 0)
      .join('\n\n')
      .slice(0, longestKeptText);
    return text || null;
  } catch (error) {
    logger.warn({ err: error, storageKey: file.storageKey }, 'The abstract file gave no text');
    return null;
  }
}
