import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileLinksService } from '../src/platform/admin/file-links.service.js';
import { documentTooLargeToAnonymiseMessage } from '../src/platform/admin/signed-files.controller.js';
import { docxContentType } from '../src/platform/files/docx-authorship.js';
import { FILE_STORAGE, type FileStorage } from '../src/platform/files/file-storage.js';
import { maxArchiveUnpackedBytes } from '../src/platform/files/zip-entries.js';
import { insertStoredFile } from './support/admin-fixtures.js';
import { wordZipBomb } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const reviewer = { userId: null, email: 'reviewer@example.org', clientAddress: null };

describe('the anonymised copy a reviewer opens through a signed link', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A .docx in storage as it was uploaded before uploads were unpacked to be checked. */
  async function storedDocument(content: Buffer): Promise<string> {
    const storageKey = randomBytes(16).toString('hex');
    const temp = join(tmpdir(), `abstract-${storageKey}`);
    await writeFile(temp, content);
    await testApp.app.get<FileStorage>(FILE_STORAGE).putFromTempFile(storageKey, temp);
    return insertStoredFile(testApp, {
      purpose: 'abstract',
      storageKey,
      contentType: docxContentType,
      originalName: 'Mukasa.docx',
    });
  }

  it('refuses a zip bomb with a clear message instead of unpacking it', async () => {
    const fileId = await storedDocument(await wordZipBomb(maxArchiveUnpackedBytes + 1));
    const link = await testApp.app.get(FileLinksService).issueNamed(fileId, 'ABS-007', reviewer);
    const response = await testApp.app.inject({ method: 'GET', url: link.url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: documentTooLargeToAnonymiseMessage,
    });
  });
});
