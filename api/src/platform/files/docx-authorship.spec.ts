import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  wordDocumentOfParts,
  wordZipBomb,
  zipArchive,
} from '../../../test/support/sample-files.js';
import { compoundFileText, word97Document } from '../../../test/support/word97.js';
import type { AnonymisedCopy } from './anonymised-copy.js';
import { docxWithoutAuthorship } from './docx-authorship.js';
import { maxArchiveEntries, maxArchiveUnpackedBytes } from './zip-entries.js';

const author = 'Achieng Barasa-Odhiambo';
const email = 'abarasa@example.org';

function copyOf(file: Buffer): Promise<AnonymisedCopy> {
  return docxWithoutAuthorship(Readable.from([file]));
}

/** Each entry of an archive as text, entries of embedded archives and compound files included. */
async function unpackedText(archive: Buffer): Promise<string> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  let text = '';
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    const content = Buffer.concat(chunks);
    let shown = content.toString('utf8');
    if (content.subarray(0, 2).toString() === 'PK') shown = await unpackedText(content);
    if (content.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
      shown = compoundFileText(content);
    }
    text += `${entry.fileName}\n${shown}\n`;
  }
  return text;
}

/** A workbook as Excel embeds it in a Word document: its properties and comments name people. */
function embeddedWorkbook(): Promise<Buffer> {
  return zipArchive({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'docProps/core.xml': `<?xml version="1.0"?><cp:coreProperties><dc:creator>${author}</dc:creator><cp:lastModifiedBy>${email}</cp:lastModifiedBy></cp:coreProperties>`,
    'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
    'xl/comments1.xml': `<?xml version="1.0"?><comments><authors><author>${author}</author></authors><commentList/></comments>`,
    'xl/persons/person.xml': `<?xml version="1.0"?><personList><person displayName="${author}" id="{1}" userId="${email}" providerId="AD"/></personList>`,
  });
}

async function documentEmbedding(): Promise<Buffer> {
  return zipArchive({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document><w:t>Rift basin recharge</w:t></w:document>',
    'word/embeddings/Microsoft_Excel_Worksheet.xlsx': await embeddedWorkbook(),
    'word/embeddings/oleObject1.bin': word97Document({
      author,
      lastSavedBy: email,
      company: 'Lake Victoria Basin Survey',
    }),
  });
}

describe('docxWithoutAuthorship', () => {
  it('starts from embedded objects that name the author', async () => {
    const text = await unpackedText(await documentEmbedding());
    expect(text).toContain(author);
    expect(text).toContain(email);
    expect(text).toContain('Lake Victoria Basin Survey');
  });

  it('removes the author from the objects embedded in the document, keeping the text', async () => {
    const copy = await copyOf(await documentEmbedding());
    if (!Buffer.isBuffer(copy)) throw new Error(`No copy: ${copy}`);
    const text = await unpackedText(copy);
    expect(text).toContain('Rift basin recharge');
    expect(text).toContain('word/embeddings/Microsoft_Excel_Worksheet.xlsx');
    expect(text).toContain('xl/workbook.xml');
    expect(text).not.toContain(author);
    expect(text).not.toContain(email);
    expect(text).not.toContain('Lake Victoria Basin Survey');
  });

  it('refuses a zip bomb as too large', async () => {
    const bomb = await wordZipBomb(maxArchiveUnpackedBytes + 1);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await copyOf(bomb)).toBe('too-large');
  });

  it('refuses a bomb hidden in an embedded object, counting it with the document', async () => {
    const half = await wordZipBomb(maxArchiveUnpackedBytes / 2 + 1);
    const document = await zipArchive({
      'word/document.xml': '<w:document/>',
      'word/embeddings/Package1.docx': half,
      'word/embeddings/Package2.docx': half,
    });
    expect(await copyOf(document)).toBe('too-large');
  });

  it('refuses a document of more parts than the limit', async () => {
    expect(await copyOf(await wordDocumentOfParts(maxArchiveEntries + 1))).toBe('too-large');
  });

  it('makes no copy of a file that is not an archive', async () => {
    expect(await copyOf(Buffer.from('not a Word document'))).toBe('unreadable');
  });
});
