import type {
  DataSource,
  EntitySubscriberInterface,
  InsertEvent,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { OutboxMessage } from './outbox-message.entity.js';

/** Marks a query runner whose open transaction wrote outbox rows. */
const wroteOutbox = 'caawg11.outboxWritten';

/**
 * The Redis channel on which the api announces committed outbox rows to the workers' relays,
 * under the deployment's key prefix so that deployments (and test suites) sharing a Redis
 * never wake each other's relays.
 */
export function outboxCommittedChannel(config: AppConfig): string {
  return `${config.REDIS_KEY_PREFIX}:outbox-committed`;
}

/**
 * Calls `onCommit` after every commit that inserted outbox rows (and after an insert made
 * outside a transaction), never for a transaction that rolled back. `onCommit` runs inside
 * TypeORM's commit(), so it must be cheap and must not throw. Returns the function that stops
 * watching.
 */
export function watchOutboxCommits(dataSource: DataSource, onCommit: () => void): () => void {
  const subscriber: EntitySubscriberInterface<OutboxMessage> = {
    listenTo: () => OutboxMessage,
    afterInsert: (event: InsertEvent<OutboxMessage>) => {
      if (event.queryRunner.isTransactionActive) event.queryRunner.data[wroteOutbox] = true;
      else onCommit();
    },
    afterTransactionCommit: (event: TransactionCommitEvent) => {
      const runner = event.queryRunner;
      if (runner.isTransactionActive || runner.data[wroteOutbox] !== true) return;
      delete runner.data[wroteOutbox];
      onCommit();
    },
    afterTransactionRollback: (event: TransactionRollbackEvent) => {
      if (!event.queryRunner.isTransactionActive) delete event.queryRunner.data[wroteOutbox];
    },
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const index = dataSource.subscribers.indexOf(subscriber);
    if (index >= 0) dataSource.subscribers.splice(index, 1);
  };
}
