import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';

const keyPattern = /^[a-f0-9]{32}$/;

/**
 * Keeps files on the local disk under FILE_STORAGE_DIR (which no web server serves), spread
 * over 256 sub-folders by the first two characters of their random key.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Temporary files of uploads in progress live beside the store, so a move is a rename. */
  get incomingDir(): string {
    return join(this.root, '.incoming');
  }

  private pathOf(key: string): string {
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }

  async putFromTempFile(key: string, tempPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await rename(tempPath, target);
  }

  async open(key: string): Promise<Readable> {
    // Opening first turns a missing file into a rejected promise rather than a stream error.
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
