import type { RowDataPacket } from 'mysql2/promise';
import type { AbstractAuthor } from '@caawg11/conference';
import { solvedCaptcha } from './captcha.js';
import { multipartBody } from './multipart.js';
import { dataToSend } from './outbox-links.js';
import { sampleFiles } from './sample-files.js';
import type { TestApp } from './test-app.js';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Submits an abstract with the spec's fields, then gives it its authors from the author's page
 * opened with the link of its confirmation e-mail; answers its id and that page's token.
 */
export async function submitWithAuthors(
  t: TestApp,
  fields: Record<string, string>,
  authors: readonly AbstractAuthor[],
): Promise<{ id: string; token: string }> {
  const body = multipartBody(
    { ...fields, recaptchaToken: await solvedCaptcha(t.app) },
    {
      field: 'abstractFile',
      filename: 'abstract.docx',
      contentType: docxType,
      content: sampleFiles.docx(),
    },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/abstracts.php',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(201);
  const [[mail]] = await t.db.query<RowDataPacket[]>(
    "SELECT id FROM outbox_messages WHERE template = 'abstract-received' ORDER BY id DESC LIMIT 1",
  );
  const link = (await dataToSend(t, mail!.id as string)).accessLink ?? '';
  const token = /\/my-abstract\?token=([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  if (!token) throw new Error(`No link to the author's page in ${link}`);
  const [[stored]] = await t.db.query<RowDataPacket[]>('SELECT MAX(id) AS id FROM abstracts');
  const listed = await t.app.inject({
    method: 'PUT',
    url: '/api/my-abstract',
    headers: { 'x-access-token': token },
    payload: { authors },
  });
  expect(listed.statusCode).toBe(200);
  return { id: String(stored!.id), token };
}
