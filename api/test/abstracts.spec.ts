import type { RowDataPacket } from 'mysql2/promise';
import { messages } from '@caawg11/conference';
import { solvedCaptcha } from './support/captcha.js';
import { multipartBody, partOrders, type FilePart, type PartOrder } from './support/multipart.js';
import { maxArchiveEntries, maxArchiveUnpackedBytes } from '../src/platform/files/zip-entries.js';
import {
  emptyDir,
  filesUnder,
  sampleFiles,
  wordDocumentOfParts,
  wordZipBomb,
} from './support/sample-files.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullName: 'Esther Mukasa',
    affiliation: 'Uganda Geological Survey',
    email: 'esther.mukasa@example.org',
    phone: '',
    abstractTitle: 'Lithium pegmatites of south-western Uganda',
    subtheme: 'Critical Minerals and the Green Economy',
    language: 'French',
    presentationType: 'Poster Presentation',
    comments: '',
    ...overrides,
  };
}

function wordFile(content: Buffer, filename = 'Mukasa.docx'): FilePart {
  return { field: 'abstractFile', filename, contentType: docxType, content };
}

describe('POST /api/abstracts.php', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await testApp.db.query('DELETE FROM outbox_messages');
    await testApp.db.query('DELETE FROM abstracts');
    await testApp.db.query('DELETE FROM stored_files');
    emptyDir(testApp.config.FILE_STORAGE_DIR);
  });

  async function post(
    fields: Record<string, string>,
    file?: FilePart,
    withCaptcha = true,
    order: PartOrder = 'fields-first',
  ) {
    const token = withCaptcha ? await solvedCaptcha(testApp.app) : undefined;
    const body = multipartBody(token ? { ...fields, recaptchaToken: token } : fields, file, order);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/abstracts.php',
      payload: body.payload,
      headers: body.headers,
    });
  }

  async function rows(table: string): Promise<RowDataPacket[]> {
    const [result] = await testApp.db.query<RowDataPacket[]>(`SELECT * FROM ${table} ORDER BY id`);
    return result;
  }

  async function expectNothingStored(): Promise<void> {
    expect(await rows('abstracts')).toHaveLength(0);
    expect(await rows('stored_files')).toHaveLength(0);
    expect(await rows('outbox_messages')).toHaveLength(0);
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toEqual([]);
  }

  it('answers an unsolved robot check alike for an address seen before and a new one', async () => {
    expect((await post(validFields(), wordFile(sampleFiles.docx()))).statusCode).toBe(201);
    const answer = async (email: string) => {
      const fields = {
        ...validFields({ email }),
        recaptchaToken: Buffer.from('{"challenge":{}}').toString('base64'),
      };
      const response = await post(fields, wordFile(sampleFiles.docx()), false);
      const { requestId: _requestId, ...body } = response.json<Record<string, unknown>>();
      return { status: response.statusCode, body };
    };
    const seen = await answer(validFields().email!);
    expect(seen).toEqual(await answer('someone.new@example.org'));
    expect(seen.status).toBe(400);
    expect(await rows('abstracts')).toHaveLength(1);
  });

  it('stores the abstract with its .docx file and both e-mails', async () => {
    const content = sampleFiles.docx();
    const response = await post(validFields(), wordFile(content));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.abstractSuccess });

    const [file] = await rows('stored_files');
    expect(file).toMatchObject({
      purpose: 'abstract',
      original_name: 'Mukasa.docx',
      content_type: docxType,
      size_bytes: content.length,
    });
    const [abstract] = await rows('abstracts');
    expect(abstract).toMatchObject({
      full_name: 'Esther Mukasa',
      affiliation: 'Uganda Geological Survey',
      email: 'esther.mukasa@example.org',
      phone: null,
      abstract_title: 'Lithium pegmatites of south-western Uganda',
      subtheme: 'Critical Minerals and the Green Economy',
      language: 'French',
      presentation_type: 'Poster Presentation',
      comments: null,
      file_id: file!.id,
      status: 'submitted',
    });
    const mails = await rows('outbox_messages');
    expect(mails.map((mail): unknown[] => [mail.template, mail.recipient, mail.reply_to])).toEqual([
      ['abstract-received', 'esther.mukasa@example.org', null],
      ['abstract-notice', testApp.config.MAIL_ABSTRACTS, 'esther.mukasa@example.org'],
    ]);
    expect(mails[1]!.payload).toMatchObject({ fileName: 'Mukasa.docx', language: 'French' });
    expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toHaveLength(1);
  });

  it.each(partOrders)(
    'stores an abstract sent %s (the robot-check token last) exactly alike',
    async (order) => {
      const response = await post(validFields(), wordFile(sampleFiles.docx()), true, order);
      expect(response.statusCode).toBe(201);
      const [file] = await rows('stored_files');
      expect((await rows('abstracts'))[0]).toMatchObject({
        full_name: 'Esther Mukasa',
        email: 'esther.mukasa@example.org',
        abstract_title: 'Lithium pegmatites of south-western Uganda',
        subtheme: 'Critical Minerals and the Green Economy',
        language: 'French',
        file_id: file!.id,
      });
      expect(await rows('outbox_messages')).toHaveLength(2);
      expect(filesUnder(testApp.config.FILE_STORAGE_DIR)).toHaveLength(1);
    },
  );

  it.each(partOrders)(
    'refuses an abstract sent %s with a missing title, keeping nothing',
    async (order) => {
      const fields = validFields();
      delete fields.abstractTitle;
      const response = await post(fields, wordFile(sampleFiles.docx()), true, order);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ abstractTitle: messages.abstract.abstractTitle });
      await expectNothingStored();
    },
  );

  it('accepts a Word 97-2003 .doc and applies the form defaults for language and presentation type', async () => {
    const response = await post(
      validFields({ language: '', presentationType: '' }),
      wordFile(sampleFiles.doc(), 'Mukasa.doc'),
    );
    expect(response.statusCode).toBe(201);
    expect((await rows('abstracts'))[0]).toMatchObject({
      language: 'English',
      presentation_type: 'Oral Presentation',
    });
    expect((await rows('stored_files'))[0]).toMatchObject({ content_type: 'application/msword' });
  });

  describe('refuses with HTTP 400 and stores nothing', () => {
    it.each([
      ['fullName', messages.abstract.fullName],
      ['affiliation', messages.abstract.affiliation],
      ['email', messages.abstract.email],
      ['abstractTitle', messages.abstract.abstractTitle],
      ['subtheme', messages.abstract.subtheme],
    ])('a blank %s', async (field, message) => {
      const response = await post(validFields({ [field]: '' }), wordFile(sampleFiles.docx()));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        errors: { [field]: message },
      });
      await expectNothingStored();
    });

    it('a malformed e-mail address', async () => {
      const response = await post(validFields({ email: 'esther@' }), wordFile(sampleFiles.docx()));
      expect(response.json().errors).toEqual({ email: messages.invalidEmail });
      await expectNothingStored();
    });

    it.each([
      ['subtheme', 'Astronomy'],
      ['language', 'German'],
      ['presentationType', 'Video'],
    ])('%s outside its list', async (field, value) => {
      const response = await post(validFields({ [field]: value }), wordFile(sampleFiles.docx()));
      expect(response.json().errors).toEqual({ [field]: messages.invalidChoice });
      await expectNothingStored();
    });

    it('an over-long title, naming the limit', async () => {
      const response = await post(
        validFields({ abstractTitle: 't'.repeat(301) }),
        wordFile(sampleFiles.docx()),
      );
      expect(response.json().errors).toEqual({ abstractTitle: messages.tooLong(300) });
      await expectNothingStored();
    });

    it('no file', async () => {
      const response = await post(validFields());
      expect(response.json().errors).toEqual({ abstractFile: messages.abstract.file });
      await expectNothingStored();
    });

    it('no robot-check payload', async () => {
      const response = await post(validFields(), wordFile(sampleFiles.docx()), false);
      expect(response.json().errors).toEqual({ recaptchaToken: messages.captchaRequired });
      await expectNothingStored();
    });

    it('a file named other than .doc or .docx', async () => {
      const response = await post(validFields(), wordFile(sampleFiles.pdf(), 'Mukasa.pdf'));
      expect(response.json().errors).toEqual({ abstractFile: messages.abstract.fileType });
      await expectNothingStored();
    });

    it('a .docx that is really an executable', async () => {
      const response = await post(validFields(), wordFile(sampleFiles.executable()));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ abstractFile: messages.abstract.fileType });
      await expectNothingStored();
    });

    it('a .docx that is a ZIP but not a Word document', async () => {
      const response = await post(validFields(), wordFile(sampleFiles.plainZip()));
      expect(response.json().errors).toEqual({ abstractFile: messages.abstract.fileType });
      await expectNothingStored();
    });

    it('a .docx that is a zip bomb: small on disk, huge once unpacked', async () => {
      const bomb = await wordZipBomb(maxArchiveUnpackedBytes + 1);
      expect(bomb.length).toBeLessThan(200 * 1024);
      const response = await post(validFields(), wordFile(bomb));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ abstractFile: messages.wordDocumentTooLarge });
      await expectNothingStored();
    });

    it('a .docx of more parts than a Word document has', async () => {
      const response = await post(
        validFields(),
        wordFile(await wordDocumentOfParts(maxArchiveEntries + 1)),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ abstractFile: messages.wordDocumentTooLarge });
      await expectNothingStored();
    });

    it('a .doc that is really a .docx', async () => {
      const response = await post(validFields(), wordFile(sampleFiles.docx(), 'Mukasa.doc'));
      expect(response.json().errors).toEqual({ abstractFile: messages.abstract.fileType });
      await expectNothingStored();
    });

    it('a file over 5 MB', async () => {
      const big = Buffer.concat([sampleFiles.doc(), Buffer.alloc(5_242_880)]);
      const response = await post(validFields(), wordFile(big, 'Mukasa.doc'));
      expect(response.json().errors).toEqual({ abstractFile: messages.abstract.fileSize });
      await expectNothingStored();
    });
  });
});
