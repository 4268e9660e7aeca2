/** Where an admin asks for a short-lived signed link to a stored file. */
export function fileLinkPath(fileId: string): string {
  return `/api/admin/files/${fileId}/link`;
}
