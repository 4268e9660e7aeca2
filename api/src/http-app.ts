import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import cors from '@fastify/cors';
import { SwaggerModule } from '@nestjs/swagger';
import { ApiDocs } from './platform/api-docs/api-docs.service.js';
import { registerAnswerLanguage } from './platform/common/answer-language.js';
import { answerClientError } from './platform/common/client-error-handler.js';
import { runInRequest } from './platform/common/request-context.js';
import { AllExceptionsFilter } from './platform/common/all-exceptions.filter.js';
import { createValidationPipe } from './platform/common/validation.js';
import { AppConfig } from './platform/config/app-config.js';
import { type Log, requestIdField } from './platform/common/logger.js';
import { registerBodyHygiene } from './platform/security/body-hygiene.js';
import { registerProxySecretCheck } from './platform/security/proxy-secret.js';
import { registerSecurityHeaders } from './platform/security/security-headers.js';
import { registerUnreadBodyDiscard } from './platform/security/unread-body.js';

/** Swagger UI's page loads its own scripts, styles and images, and nothing from elsewhere. */
const apiDocsContentSecurityPolicy =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The request ids taken from a proxy's X-Request-Id: up to 64 letters, digits, '-', '_' or '.'. */
const plainRequestId = /^[\w.-]{1,64}$/;

/** JSON bodies larger than this are refused before they are parsed. Files travel as multipart. */
export const jsonBodyLimitBytes = 256 * 1024;

/** `log` is the process's log (createLog), which Nest's lines go through too. */
export function createFastifyAdapter(config: AppConfig, log: Log): FastifyAdapter {
  return new FastifyAdapter({
    // Fastify logs each request (its arrival and its answer) through the one log, and every line
    // written while the request runs carries its id.
    loggerInstance: log,
    logController: new LogController({ requestIdLogLabel: requestIdField }),
    bodyLimit: jsonBodyLimitBytes,
    // Client addresses (for rate limits) come from X-Forwarded-For only when set by these proxies,
    // and only on requests that carry PROXY_SECRET (see registerProxySecretCheck).
    trustProxy: config.TRUST_PROXY || false,
    // A proxy's X-Request-Id names the request when it is a plain id; anything else (too long, or
    // with characters a log line or a column should not hold) gets an id of our own.
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && plainRequestId.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // A client too slow to send its request is cut off instead of holding a connection open.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // Node looks for overdue requests this often (30 s by default, which would stretch the bounds).
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler: answerClientError,
  });
}

/**
 * Everything the HTTP application needs beyond its modules, shared by main.ts and the
 * integration tests so both run the same stack.
 */
export async function configureHttpApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // First of all hooks: all a request runs, to the outbox rows it writes, knows its id.
  fastify.addHook('onRequest', (request, _reply, done) => runInRequest(request.id, done));
  registerProxySecretCheck(fastify, config.PROXY_SECRET);
  await registerSecurityHeaders(fastify);
  registerBodyHygiene(fastify);
  registerUnreadBodyDiscard(fastify);
  registerAnswerLanguage(fastify);
  await fastify.register(cors, { origin: config.CORS_ORIGINS, credentials: true });

  const docs = app.get(ApiDocs);
  docs.describe(app);
  if (config.NODE_ENV === 'development') {
    // Browsable by anyone only on a developer's machine; elsewhere admins read /api/docs-json.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.url === '/api/docs' || request.url.startsWith('/api/docs/')) {
        void reply.header('content-security-policy', apiDocsContentSecurityPolicy);
      }
      done();
    });
    SwaggerModule.setup('api/docs', app, () => docs.document(), {
      useGlobalPrefix: false,
      jsonDocumentUrl: 'api/docs/openapi.json',
      raw: ['json'],
    });
  }
}
