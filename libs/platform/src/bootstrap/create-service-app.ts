import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { type DynamicModule, type INestApplication, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ServiceName } from '@stave/contracts';
import { parseConfig, type ServiceEnv, type defineServiceEnv } from '../config/config';
import { AppExceptionFilter, answerFrameworkError } from '../http/exception.filter';
import { installGracefulClose } from '../http/graceful-close';
import { DB_QUERIES_HEADER, requestContext } from '../kernel/request-context';
import { ServiceKernelModule } from './service-kernel.module';
import { createLogger, PinoNestLogger } from '../logging/logger';
import { installUploadSettings, uploadSettingsFrom } from '../uploads/upload-settings';
import { AppMetrics } from '../metrics/metrics';

export interface ServiceDefinition<S extends ReturnType<typeof defineServiceEnv>> {
  name: ServiceName;
  envSchema: S;
  entities: Function[];
  migrations: Function[];
  modules: (config: z.infer<S>) => Array<DynamicModule | Type>;
  // Fastify plugins a service needs beyond the platform's (e.g. multipart uploads), registered
  // before the app listens.
  configure?: (app: NestFastifyApplication, config: z.infer<S>) => Promise<void>;
  // How long a caller has to send a whole request (default 30 s); longer where large uploads
  // arrive over slow links.
  requestTimeoutMs?: number;
  // Keep each JSON body's bytes as `request.rawBody` (a Buffer) beside the parsed body: for a route
  // that checks a signature over them (billing's Stripe webhook).
  rawBody?: boolean;
}

export interface RunningService {
  app: INestApplication;
  url: string;
  logger: Logger;
  // `linger`: on a signal, keep answering for DRAIN_LINGER_MS first (in-process callers close at once).
  close(options?: { linger?: boolean }): Promise<void>;
}

// Builds and starts one service: config parsed once, Fastify with body limit and request ids,
// the platform kernel, the domain modules, one error filter. Used by main.ts (cluster), the
// embedded launcher and integration tests alike, so all three run the same wiring.
export async function startService<S extends ReturnType<typeof defineServiceEnv>>(
  definition: ServiceDefinition<S>,
  env: Record<string, string | undefined>,
  options: { processMetrics?: boolean } = {},
): Promise<RunningService> {
  const config = parseConfig(definition.envSchema, env, definition.name) as z.infer<S> & ServiceEnv;
  const logger = createLogger({ app: definition.name, level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const metrics = new AppMetrics(definition.name, { processMetrics: options.processMetrics ?? true });

  @Module({})
  class RootModule {}
  const root: DynamicModule = {
    module: RootModule,
    imports: [
      ServiceKernelModule.forRoot({
        service: definition.name,
        config,
        logger,
        metrics,
        entities: definition.entities,
        migrations: definition.migrations,
      }),
      ...definition.modules(config),
    ],
  };

  const adapter = new FastifyAdapter({
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: false,
    // Slow clients are the gateway's problem; these keep a direct caller from holding sockets.
    requestTimeout: definition.requestTimeoutMs ?? 30_000,
    connectionTimeout: 60_000,
    // While draining, requests already sent on open connections are answered (installGracefulClose).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    rawBody: definition.rawBody ?? false,
  });
  const filter = new AppExceptionFilter(logger);
  app.useGlobalFilters(filter);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  installHttpHooks(fastify, { logger, metrics, exposeDbQueries: config.EXPOSE_DB_QUERY_COUNT });
  installUploadSettings(fastify, uploadSettingsFrom(config));
  const drain = installGracefulClose(fastify);

  await definition.configure?.(app, config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST}:${port}`;
  logger.info({ url }, `${definition.name} listening`);
  return {
    app,
    url,
    logger,
    close: async ({ linger = false } = {}) => {
      // Stop taking requests and let in-flight ones finish first: Nest's close() runs the shutdown
      // hooks (which destroy the DataSource) before it closes the server.
      await drain({ lingerMs: linger ? config.DRAIN_LINGER_MS : 0 });
      await app.close();
    },
  };
}

function installHttpHooks(fastify: FastifyInstance, deps: { logger: Logger; metrics: AppMetrics; exposeDbQueries: boolean }): void {
  const { logger, metrics, exposeDbQueries } = deps;
  // JSON (and multipart where a service registers it) only: text/plain to a JSON route is a 415,
  // not a string that fails validation (docs/reliability.md#malformed-bodies).
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('onRequest', (request, reply, done) => {
    // Request ids arrive from the gateway (or are generated) and reach logs and Kafka headers.
    reply.header('x-request-id', request.id);
    requestContext.enterWith({ requestId: String(request.id), dbQueries: 0 });
    done();
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isAuthenticated(request)) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    // Tests hold routes to a query budget through this header (no N+1: docs/reliability.md#polling-storm).
    if (exposeDbQueries) reply.header(DB_QUERIES_HEADER, String(requestContext.getStore()?.dbQueries ?? 0));
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.recordResponse(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    metrics.recordDbQueries(request.method, request.routeOptions.url, requestContext.getStore()?.dbQueries ?? 0);
    if (reply.statusCode >= 500) logger.warn({ reqId: request.id, url: request.url, status: reply.statusCode }, 'request failed');
    done();
  });
  // Body-parser failures (malformed JSON, too large, bad content type) reach the filter too: Nest
  // installs Fastify's error handler at init and routes it through the global filters.
}

function isAuthenticated(request: FastifyRequest): boolean {
  const headers = request.headers;
  return Boolean(headers.authorization || headers['x-auth-token'] || headers.cookie?.includes('authToken='));
}
