import yauzl from 'yauzl';

/** More entries than a Word document has: such an archive is not read at all. */
const maxEntries = 10_000;

/**
 * The names of the entries of the ZIP archive at `path`, from its central directory, which is
 * all a .docx check needs: nothing is decompressed, so a zip bomb costs nothing. Null when the
 * file is not an archive yauzl can read, or has more than `maxEntries` entries.
 */
export async function zipEntryNames(path: string): Promise<string[] | null> {
  let archive: yauzl.ZipFile;
  try {
    archive = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    return null;
  }
  try {
    if (archive.entryCount > maxEntries) return null;
    const names: string[] = [];
    for await (const entry of archive.eachEntry()) names.push(entry.fileName);
    return names;
  } catch {
    return null;
  } finally {
    archive.close();
  }
}
