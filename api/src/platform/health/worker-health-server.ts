import { createServer, type Server } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { MailTransport } from '../mail/mail-transport.js';
import { REDIS } from '../redis/redis.module.js';
import { liveReport, probe, readinessReport } from './probes.js';

/** SMTP needs a connection, a greeting and EHLO, so its check gets longer than the others. */
const smtpProbeTimeoutMs = 3000;

/**
 * The worker's /health/live and /health/ready on WORKER_HEALTH_PORT: a bare node:http server,
 * since the worker has no HTTP application. Ready means it can take jobs from Redis, record
 * them in MySQL and hand them to the SMTP server.
 */
@Injectable()
export class WorkerHealthServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerHealth');
  private server?: Server;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly mailTransport: MailTransport,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((request, response) => {
      void this.answer(request.method, request.url).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      });
    });
    server.requestTimeout = 5000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(
          new Error(
            `The worker cannot answer health checks on WORKER_HEALTH_PORT ${this.config.WORKER_HEALTH_PORT} (${error.message}). ` +
              'Give each worker on this machine a port of its own.',
          ),
        ),
      );
      server.listen(this.config.WORKER_HEALTH_PORT, this.config.HOST, () => resolve());
    });
    this.server = server;
    this.logger.log(`health answers on port ${this.port}`);
  }

  /** The port it listens on (WORKER_HEALTH_PORT, or the one picked when that is 0). */
  get port(): number | undefined {
    const address = this.server?.address();
    return typeof address === 'object' && address !== null ? address.port : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(
    method: string | undefined,
    url: string | undefined,
  ): Promise<{ status: number; body: object }> {
    const path = (url ?? '').split('?')[0];
    if (method !== 'GET' && method !== 'HEAD') {
      return { status: 405, body: { success: false, message: 'Method not allowed' } };
    }
    if (path === '/health/live') return { status: 200, body: liveReport };
    if (path === '/health/ready') {
      const [mysql, redis, smtp] = await Promise.all([
        probe(() => this.dataSource.query('SELECT 1')),
        probe(() => this.redis.ping()),
        probe(() => this.mailTransport.verify(), smtpProbeTimeoutMs),
      ]);
      const report = readinessReport(
        { mysql, redis, smtp },
        { mysql: 'MySQL', redis: 'Redis', smtp: 'SMTP' },
      );
      return { status: report.success ? 200 : 503, body: report };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  }
}
