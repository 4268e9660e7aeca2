import type { DataSource } from 'typeorm';

/** Longest wait for another process's migrations before this one gives up starting. */
const migrationLockWaitSeconds = 300;

/** The server-wide lock name of one database's migrations (GET_LOCK names are at most 64 characters). */
export function migrationLockName(database: string): string {
  return `migrations:${database}`.slice(0, 64);
}

/**
 * Runs the pending migrations while holding a MySQL named lock, so api replicas and workers
 * started together apply each migration exactly once: the first to take the lock migrates,
 * the others wait for it and then find nothing left to do. The lock belongs to one connection
 * and is freed by the server if this process dies while migrating.
 */
export async function runMigrationsUnderLock(dataSource: DataSource): Promise<void> {
  const lockName = migrationLockName(String(dataSource.options.database));
  const queryRunner = dataSource.createQueryRunner('master');
  try {
    const [acquired] = (await queryRunner.query('SELECT GET_LOCK(?, ?) AS acquired', [
      lockName,
      migrationLockWaitSeconds,
    ])) as { acquired: number | string | null }[];
    if (Number(acquired?.acquired) !== 1) {
      throw new Error(
        `Another process has been migrating the database for ${migrationLockWaitSeconds} s; ` +
          'check that it is still running, then start this one again.',
      );
    }
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await queryRunner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await queryRunner.release();
  }
}
