import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import { inboxReference } from '@caawg11/conference';
import { csvOptions, exportFileName } from '../../../platform/admin/list-export.js';

/** An accepted abstract as the bundle lists it, with where its file is stored. */
export interface BookEntry {
  id: string;
  title: string;
  firstAuthor: string;
  affiliation: string;
  email: string;
  subtheme: string;
  presentationType: string;
  language: string;
  storageKey: string;
  originalName: string;
}

/** A name every file system accepts: no path separators or control characters, not too long. */
function safeName(text: string, max: number): string {
  const cleaned = text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max).trimEnd()}…` : cleaned;
}

/** `ABS-0042 - Groundwater recharge in the Albertine Graben.docx` */
export function bookFileName(entry: BookEntry): string {
  const extension = extname(entry.originalName).toLowerCase() || '.docx';
  return `${inboxReference('abstracts', entry.id)} - ${safeName(entry.title, 100)}${extension}`;
}

/**
 * The book of abstracts: one ZIP with each accepted abstract's file named by its reference and
 * an index.csv listing them. Files are read one at a time while the archive is sent.
 */
export function bookOfAbstracts(
  entries: readonly BookEntry[],
  open: (storageKey: string) => Promise<Readable>,
  now: Date,
): StreamableFile {
  const zip = new ZipFile();
  const index = stringify(
    entries.map((entry) => [
      inboxReference('abstracts', entry.id),
      entry.title,
      entry.firstAuthor,
      entry.affiliation,
      entry.email,
      entry.subtheme,
      entry.presentationType,
      entry.language,
      bookFileName(entry),
    ]),
    {
      ...csvOptions,
      header: true,
      columns: [
        'Reference',
        'Title',
        'First author',
        'Affiliation',
        'E-mail',
        'Subtheme',
        'Presentation type',
        'Language',
        'File',
      ],
    },
  );
  // The byte order mark makes Excel read the index as UTF-8, as the other exports do.
  zip.addBuffer(Buffer.from(`\uFEFF${index}`, 'utf8'), 'index.csv');
  for (const entry of entries) {
    zip.addReadStreamLazy(bookFileName(entry), (done) => {
      open(entry.storageKey).then(
        (stream) => done(null, stream),
        // yazl reads only the error when there is one; it needs no stream then.
        (error: unknown) => done(error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  return new StreamableFile(zip.outputStream as Readable, {
    type: 'application/zip',
    disposition: `attachment; filename="${exportFileName('book-of-abstracts', 'zip', now)}"`,
  });
}
