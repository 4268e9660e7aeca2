import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Where the file part goes: after the text fields, or before them (file input first). */
export type PartOrder = 'fields-first' | 'file-first';

export const partOrders: readonly PartOrder[] = ['fields-first', 'file-first'];

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields in order, and
 * the file part after them or, as a form whose file input comes first sends it, before them.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
  order: PartOrder = 'fields-first',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----caawg11${randomBytes(8).toString('hex')}`;
  const fieldChunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    fieldChunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  const chunks: Buffer[] = order === 'fields-first' ? [...fieldChunks] : [];
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  if (order === 'file-first') chunks.push(...fieldChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
