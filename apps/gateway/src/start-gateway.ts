import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import {
  AppExceptionFilter,
  AppMetrics,
  Authenticator,
  JwtVerifier,
  PinoNestLogger,
  answerFrameworkError,
  TokenRevocation,
  clientAddress,
  createLogger,
  installGracefulClose,
  openRedisConnection,
  parseConfig,
} from '@stave/platform';
import { JSON_BODY_LIMIT_BYTES, type ServiceName } from '@stave/contracts';
import { GatewayModule } from './app.module';
import { registerBillingUsageRoute } from './compose/billing-usage';
import { INSIGHTS_TIMEOUT_MS, registerInsightsRoutes } from './compose/insights';
import { registerSearchRoute } from './compose/search';
import { registerStorefrontPageRoute } from './compose/storefront-page';
import { registerUserStatsRoute } from './compose/user-stats';
import { GatewayEnvSchema, upstreams } from './config';
import { BodiesInFlight } from './edge/body-guard';
import { installEdgeHooks } from './edge/edge-hooks';
import { CachedHealth, aggregateHealth } from './health/aggregate-health';
import { registerProxyRoutes } from './proxy/proxy-routes';
import { Upstreams } from './proxy/upstreams';
import { proxyWebSockets } from './proxy/websocket-proxy';
import { proxyRoutes } from './routing/route-table';
import { serveWebApp } from './web/static-web';

export interface RunningGateway {
  url: string;
  logger: Logger;
  close(options?: { linger?: boolean }): Promise<void>;
}

// The edge (docs/platform.md#no-service-to-service-calls): config → the pieces → one Fastify server under Nest. Each concern
// lives in its own file: edge/ (hooks, token and body checks), routing/ (the table from the
// contracts), proxy/ (upstream pools and forwarding), compose/, health/, web/.
export async function startGateway(env: Record<string, string | undefined>): Promise<RunningGateway> {
  const config = parseConfig(GatewayEnvSchema, env, 'gateway');
  const logger = createLogger({ app: 'gateway', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const metrics = new AppMetrics('gateway', { processMetrics: true });
  // Embedded mode: the same process-wide memory store the services use, so a logout seen by
  // identity is seen here too.
  const redis = await openRedisConnection({ url: config.REDIS_URL });
  const authenticator = new Authenticator(
    new JwtVerifier({
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      jwksUrl: config.JWKS_URL ?? `${config.IDENTITY_URL[0]}/.well-known/jwks.json`,
    }),
    new TokenRevocation(redis.keyValueStore, redis.pubSub),
  );
  const services = upstreams(config);
  const upstreamPools = new Upstreams(services, {
    connections: config.UPSTREAM_CONNECTIONS,
    uploadConnections: config.UPSTREAM_UPLOAD_CONNECTIONS,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  if (env.TRUSTED_PROXIES && !env.EDGE_TRUSTED_PROXIES) {
    logger.warn(
      "TRUSTED_PROXIES is the services' setting (they trust the gateway); the gateway believes X-Forwarded-For only from EDGE_TRUSTED_PROXIES, unset here",
    );
  }
  const clientOf = (request: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }) =>
    clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], config.EDGE_TRUSTED_PROXIES);
  const health = new CachedHealth(() => aggregateHealth(services, logger), config.HEALTH_CACHE_MS);
  const originOf = (service: ServiceName) => upstreamPools.origin(service);

  const adapter = new FastifyAdapter({
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Slow-loris: a client gets this long to send its headers and its whole request.
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 65_000,
    // While draining, requests already sent on open connections are answered (installGracefulClose).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(config, health), adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.useGlobalFilters(new AppExceptionFilter(logger));
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  installEdgeHooks(fastify, { config, logger, metrics, rateCounter: redis.rateCounter, clientOf });
  const drain = installGracefulClose(fastify);
  registerUserStatsRoute(fastify, { originOf, authenticator, timeoutMs: config.STATS_TIMEOUT_MS, logger });
  registerBillingUsageRoute(fastify, { originOf, authenticator, timeoutMs: config.STATS_TIMEOUT_MS, logger });
  registerSearchRoute(fastify, { originOf, authenticator, timeoutMs: config.SEARCH_TIMEOUT_MS, logger });
  // A storefront's public page (each part's deadline as a dashboard counter's).
  registerStorefrontPageRoute(fastify, { originOf, authenticator, timeoutMs: config.STATS_TIMEOUT_MS, logger });
  // Business members' industry insight reports, with their PDF and CSV downloads (docs/insights.md).
  registerInsightsRoutes(fastify, { originOf, authenticator, timeoutMs: INSIGHTS_TIMEOUT_MS, logger });
  await registerProxyRoutes(fastify, {
    routes: proxyRoutes(),
    upstreams: upstreamPools,
    authenticator,
    bodies: new BodiesInFlight(config.MAX_BODIES_PER_CLIENT),
    bodyRules: { minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND, graceMs: config.BODY_GRACE_MS, idleMs: config.BODY_IDLE_TIMEOUT_MS },
    clientOf,
    logger,
  });
  await serveWebApp(fastify, config.WEB_DIST_DIR, logger);

  const server = app.getHttpServer() as Server;
  // `Expect: 100-continue` is answered by the proxy once the token and the declared size have
  // passed (or never, when they fail), instead of Node's automatic "100 Continue" for everything.
  server.on('checkContinue', (request, response) => server.emit('request', request, response));
  const sockets = proxyWebSockets(server, {
    upstreams: services.messaging,
    authenticator,
    clientOf,
    maxSocketsPerClient: config.WS_MAX_SOCKETS_PER_CLIENT,
    logger,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  logger.info({ url }, 'gateway listening');
  return {
    url,
    logger,
    // `linger`: on a signal, keep answering (with `Connection: close`) for DRAIN_LINGER_MS first.
    close: async ({ linger = false } = {}) => {
      sockets.close();
      await drain({ lingerMs: linger ? config.DRAIN_LINGER_MS : 0 });
      await app.close();
      await upstreamPools.close();
      await redis.onApplicationShutdown();
    },
  };
}
