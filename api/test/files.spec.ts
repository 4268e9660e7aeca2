import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { RowDataPacket } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { messages } from '@caawg11/conference';
import { ApiError } from '../src/platform/common/api-error.js';
import { FilesService, type UploadPolicy } from '../src/platform/files/files.service.js';
import { emptyDir, filesUnder, sampleFiles } from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const proofPolicy: UploadPolicy = {
  purpose: 'payment-proof',
  field: 'proofFile',
  allowed: ['pdf', 'jpeg', 'png'],
  typeMessage: messages.proofFileType,
  sizeMessage: messages.proofFileSize,
};

function upload(content: Buffer, originalname = 'proof.pdf') {
  return { originalname, stream: Readable.from([content]) };
}

describe('FilesService against the real disk and database', () => {
  let testApp: TestApp;
  let files: FilesService;
  let dataSource: DataSource;

  beforeAll(async () => {
    testApp = await createTestApp();
    files = testApp.app.get(FilesService);
    dataSource = testApp.app.get(DataSource);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM stored_files');
    emptyDir(testApp.config.FILE_STORAGE_DIR);
  });

  async function storedRows(): Promise<RowDataPacket[]> {
    const [rows] = await testApp.db.query<RowDataPacket[]>('SELECT * FROM stored_files');
    return rows;
  }

  it('stores an upload under a random name with its hash, records it and opens it again', async () => {
    const content = sampleFiles.pdf(3000);
    const id = await files.withUpload(
      await files.receive(upload(content, '../../etc/My Proof.PDF')),
      proofPolicy,
      (file) => dataSource.transaction((manager) => files.record(manager, file)),
    );
    const [row] = await storedRows();
    expect(row).toMatchObject({
      id: Number(id),
      purpose: 'payment-proof',
      original_name: 'My Proof.PDF',
      content_type: 'application/pdf',
      size_bytes: 3000,
    });
    const { createHash } = await import('node:crypto');
    expect(row!.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    const onDisk = filesUnder(testApp.config.FILE_STORAGE_DIR);
    expect(onDisk).toHaveLength(1);
    expect(onDisk[0]).toContain(row!.storage_key as string);
    expect(onDisk[0]).not.toContain('Proof');
    expect(await text(await files.open({ storageKey: row!.storage_key as string }))).toBe(
      content.toString(),
    );
  });

  it('removes the stored file when the transaction that records it rolls back', async () => {
    await expect(
      files.withUpload(await files.receive(upload(sampleFiles.pdf())), proofPolicy, (file) =>
        dataSource.transaction(async (manager) => {
          await files.record(manager, file);
          throw new Error('a later statement failed');
        }),
      ),
    ).rejects.toThrow('a later statement failed');
    expect(await storedRows()).toHaveLength(0);
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
  });

  it('refuses by content, by size and by name, with the policy\u2019s messages and no file left', async () => {
    const refusal = async (promise: Promise<unknown>) => {
      const error = (await promise.then(
        () => null,
        (reason: unknown) => reason,
      )) as ApiError | null;
      expect(error).toBeInstanceOf(ApiError);
      return error!.errors;
    };
    expect(await refusal(files.storeUpload(upload(sampleFiles.png()), proofPolicy))).toEqual({
      proofFile: messages.proofFileType,
    });
    expect(
      await refusal(files.storeUpload(upload(sampleFiles.oversizePdf()), proofPolicy)),
    ).toEqual({
      proofFile: messages.proofFileSize,
    });
    expect(
      await refusal(files.storeUpload(upload(sampleFiles.pdf(), 'proof.exe'), proofPolicy)),
    ).toEqual({ proofFile: messages.proofFileType });
    expect(await refusal(files.storeUpload(upload(Buffer.alloc(0)), proofPolicy))).toEqual({
      proofFile: messages.proofFileType,
    });
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
  });

  it('reports an upload cut short as incomplete and keeps nothing', async () => {
    const broken = new Readable({
      read() {
        this.push(sampleFiles.pdf(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(
      files.storeUpload({ originalname: 'proof.pdf', stream: broken }, proofPolicy),
    ).rejects.toMatchObject({ errors: { proofFile: messages.uploadIncomplete } });
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
  });
});
