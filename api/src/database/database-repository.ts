import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

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

  /** Runs the work in one transaction; the locks taken inside hold until it ends. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
