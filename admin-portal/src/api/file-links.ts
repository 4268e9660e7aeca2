import type { FileLink } from '@caawg11/conference';
import { apiRequest } from './client';

/**
 * Asks for a short-lived signed link to a file. `linkPath` is the link route the api gave with
 * the record the file belongs to (a proofUrl, studentIdUrl, fileUrl or fileLinkUrl), e.g.
 * /api/admin/payments/12/proof-link.
 */
export async function requestFileLink(linkPath: string): Promise<string> {
  const path = linkPath.startsWith('/api/') ? linkPath.slice('/api'.length) : linkPath;
  return (await apiRequest<FileLink>(path, { method: 'POST' })).url;
}
