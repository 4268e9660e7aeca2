import type { Readable } from 'node:stream';

/** Injection token of the FileStorage the api keeps uploads in. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Where accepted uploads are kept, under random keys. Local disk today; object storage (S3 and
 * the like) when the api runs on several machines.
 */
export interface FileStorage {
  /** A local folder where uploads in progress are written before they are checked. */
  readonly incomingDir: string;
  /** Moves a finished, checked upload from a local temporary file into storage under `key`. */
  putFromTempFile(key: string, tempPath: string): Promise<void>;
  /** Opens a stored file for reading. */
  open(key: string): Promise<Readable>;
  /** Removes a stored file; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}
