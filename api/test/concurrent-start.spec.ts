import type { RowDataPacket } from 'mysql2/promise';
import { ensureDatabase } from '../src/platform/database/ensure-database.js';
import { migrationLockName } from '../src/platform/database/migration-lock.js';
import { migrations } from '../src/platform/database/migrations/index.js';
import { DistProcess, freePort } from './support/dist-process.js';
import { SmtpSink } from './support/smtp-sink.js';
import { connectToSuiteDatabase, dropTestState, testConfig } from './support/test-app.js';

async function ready(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

describe('two api replicas and two workers started at once on an empty database', () => {
  const config = testConfig({ PUBLIC_RATE_LIMIT_PER_MINUTE: '1000' });
  let sink: SmtpSink;
  const processes: DistProcess[] = [];
  const apiPorts: number[] = [];
  const workerPorts: number[] = [];

  beforeAll(async () => {
    sink = await SmtpSink.start();
    for (let n = 0; n < 2; n++) {
      apiPorts.push(await freePort());
      workerPorts.push(await freePort());
    }
    const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port) };
    processes.push(
      ...apiPorts.map((port) =>
        DistProcess.spawn('main.js', config, {
          ...smtp,
          HOST: '127.0.0.1',
          API_PORT: String(port),
        }),
      ),
      ...workerPorts.map((port) =>
        DistProcess.spawn('worker.js', config, {
          ...smtp,
          HOST: '127.0.0.1',
          WORKER_HEALTH_PORT: String(port),
        }),
      ),
    );
    await Promise.all(processes.map((started) => started.started()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((started) => started.kill('SIGTERM')));
    await sink.stop();
    await dropTestState(config);
  });

  it('all come up, and every migration is applied exactly once', async () => {
    const db = await connectToSuiteDatabase(config);
    try {
      const [rows] = await db.query<RowDataPacket[]>(
        'SELECT name, COUNT(*) AS times FROM migrations GROUP BY name',
      );
      // Sorted here, not by the database, whose collation ignores case.
      expect(rows.map((row) => [row.name as string, Number(row.times)]).sort()).toEqual(
        migrations.map((migration) => [migration.name, 1]).sort(),
      );
    } finally {
      await db.end();
    }
    for (const started of processes) expect(started.running).toBe(true);
  });

  it('both apis and both workers answer ready', async () => {
    for (const port of apiPorts) {
      expect(await ready(`http://127.0.0.1:${port}/api/health/ready`)).toMatchObject({
        status: 200,
        body: { checks: { mysql: 'up', redis: 'up', migrations: 'up' } },
      });
    }
    for (const port of workerPorts) {
      expect(await ready(`http://127.0.0.1:${port}/health/ready`)).toMatchObject({
        status: 200,
        body: { checks: { mysql: 'up', redis: 'up', smtp: 'up' } },
      });
    }
  });
});

describe('an api started while another process holds the migration lock', () => {
  const config = testConfig();
  let api: DistProcess | undefined;

  afterAll(async () => {
    await api?.kill('SIGTERM');
    await dropTestState(config);
  });

  it('waits for the lock before it migrates, then comes up', async () => {
    await ensureDatabase(config);
    const holder = await connectToSuiteDatabase(config);
    try {
      const [taken] = await holder.query<RowDataPacket[]>('SELECT GET_LOCK(?, 5) AS taken', [
        migrationLockName(config.DB_NAME),
      ]);
      expect(Number(taken[0]!.taken)).toBe(1);

      const port = await freePort();
      api = DistProcess.spawn('main.js', config, {
        HOST: '127.0.0.1',
        API_PORT: String(port),
      });
      // Long enough for an api that ignored the lock to have created its tables.
      await new Promise((resolve) => setTimeout(resolve, 8000));
      const [tables] = await holder.query<RowDataPacket[]>('SHOW TABLES');
      expect(tables).toEqual([]);
      expect(api.output).not.toContain('api listening');

      await holder.query('SELECT RELEASE_LOCK(?)', [migrationLockName(config.DB_NAME)]);
      await api.started();
      expect((await ready(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);
    } finally {
      await holder.end();
    }
  }, 90_000);
});
