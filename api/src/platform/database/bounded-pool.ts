import mysql2 from 'mysql2';

/**
 * The pool had no connection to give within the configured bounds: the database is stalled or
 * overloaded. Answered with a 503 so clients retry later instead of piling up behind it.
 */
export class DatabaseBusyError extends Error {
  constructor(reason: string) {
    super(`Database busy: ${reason}`);
    this.name = 'DatabaseBusyError';
  }
}

type GetConnectionCallback = (error: Error | null, connection?: mysql2.PoolConnection) => void;

/**
 * mysql2 bounds how many requests may wait for a pool connection (queueLimit) but not how long
 * each waits. This gives every wait a deadline: a waiter still queued when it passes is told
 * the database is busy, and the connection it would later have received goes back to the pool.
 */
function withAcquireTimeout(pool: mysql2.Pool, acquireTimeoutMs: number): mysql2.Pool {
  const getConnection = pool.getConnection.bind(pool) as (callback: GetConnectionCallback) => void;
  const bounded = (callback: GetConnectionCallback) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      callback(new DatabaseBusyError(`no connection free within ${acquireTimeoutMs} ms`));
    }, acquireTimeoutMs);
    getConnection((error, connection) => {
      clearTimeout(timer);
      if (timedOut) {
        connection?.release();
        return;
      }
      if (error?.message === 'Queue limit reached.') {
        callback(new DatabaseBusyError('too many requests waiting for a connection'));
        return;
      }
      callback(error, connection);
    });
  };
  pool.getConnection = bounded as typeof pool.getConnection;
  return pool;
}

/** mysql2 as TypeORM loads it, with pools whose waits are bounded in number and in time. */
export function boundedMysqlDriver(options: {
  queueLimit: number;
  acquireTimeoutMs: number;
}): typeof mysql2 {
  return {
    ...mysql2,
    createPool: ((config: mysql2.PoolOptions) =>
      withAcquireTimeout(
        mysql2.createPool({ ...config, queueLimit: options.queueLimit }),
        options.acquireTimeoutMs,
      )) as typeof mysql2.createPool,
  };
}
