import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { insertRow } from '../common/insert-row.js';
import { StoredFile } from './stored-file.entity.js';
import { DatabaseRepository } from '../database/database-repository.js';

/** The size in bytes of the stored file whose id is the SQL expression `fileId`, as SQL. */
export function fileSizeSql(fileId: string): string {
  return `(SELECT sf.size_bytes FROM stored_files sf WHERE sf.id = ${fileId})`;
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
