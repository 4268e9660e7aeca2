import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { insertRow } from '../common/insert-row.js';
import { StoredFile } from './stored-file.entity.js';
import { DatabaseRepository } from '../database/database-repository.js';

/** The size in bytes of the stored file whose id is the SQL expression `fileId`, as SQL. */
export function fileSizeSql(fileId: string): string {
  return `(SELECT sf.size_bytes FROM stored_files sf WHERE sf.id = ${fileId})`;
}

/**
 * Deletes the records of the files in the caller's transaction (a person's erasure, a replaced
 * photo); answers the storage keys whose content is to go once it has committed.
 */
export async function forgetStoredFiles(
  manager: EntityManager,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await manager.findBy(StoredFile, { id: In([...ids]) });
  if (files.length > 0) await manager.delete(StoredFile, { id: In(files.map((file) => file.id)) });
  return files.map((file) => file.storageKey);
}

/** The records of the files kept in storage: who sent what, under which key. */
@Injectable()
export class StoredFilesRepository extends DatabaseRepository {
  /** A new record in the caller's transaction; answers its id. */
  insert(manager: EntityManager, file: Omit<StoredFile, 'id' | 'createdAt'>): Promise<string> {
    return insertRow(manager, StoredFile, file);
  }

  findById(id: string): Promise<StoredFile | null> {
    return this.dataSource.getRepository(StoredFile).findOneBy({ id });
  }
}
