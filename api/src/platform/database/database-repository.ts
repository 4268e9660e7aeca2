import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';

/** MySQL's answer when it chose this transaction as the victim of a deadlock (ER_LOCK_DEADLOCK). */
const deadlockErrno = 1213;
/** How many times a transaction runs before a deadlock is given up on. */
const attemptsOnDeadlock = 3;

function isDeadlock(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { errno?: number } | undefined)?.errno === deadlockErrno
  );
}

/**
 * What every repository gives the services that use it: the default manager for reads outside a
 * transaction, and transactions in which its writes go together with the outbox's and the audit
 * log's. A repository with more to inject calls `super(dataSource)` from its own constructor.
 */
export abstract class DatabaseRepository {
  constructor(@InjectDataSource() protected readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  /**
   * Runs the work in one transaction; the locks taken inside hold until it ends. A transaction
   * that MySQL rolled back to break a deadlock left nothing behind, so it is run again, as
   * MySQL's manual advises; the work must therefore change nothing outside the database.
   */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (error) {
        if (attempt >= attemptsOnDeadlock || !isDeadlock(error)) throw error;
      }
    }
  }
}
