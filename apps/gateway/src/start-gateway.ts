import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AUTH_MESSAGES } from '@stave/contracts';
import {
  AppExceptionFilter,
  AppMetrics,
  InvalidTokenError,
  JwtVerifier,
  KeysUnavailableError,
  PinoNestLogger,
  TokenRevocation,
  clientAddress,
  createLogger,
  extractToken,
  parseConfig,
  openRedisConnection,
  type RateCounter,
} from '@stave/platform';
import { GatewayModule } from './app.module';
import { composeUserStats } from './compose/user-stats';
import { GatewayEnvSchema, upstreams, type GatewayEnv } from './config';
import { handleCors } from './edge/cors';
import { checkRate, ruleFor } from './edge/rate-limit';
import { RouteAuthTable } from './edge/route-auth';
import { applySecurityHeaders } from './edge/security-headers';
import { resolveService } from './routing/routing-table';

export interface RunningGateway {
  url: string;
  logger: Logger;
  close(): Promise<void>;
}

interface EdgeDeps {
  config: GatewayEnv;
  logger: Logger;
  verifier: JwtVerifier;
  revocation: TokenRevocation;
  rateCounter: RateCounter;
  metrics: AppMetrics;
  routeAuth: RouteAuthTable;
}

export async function startGateway(env: Record<string, string | undefined>): Promise<RunningGateway> {
  const config = parseConfig(GatewayEnvSchema, env, 'gateway');
  const logger = createLogger({ app: 'gateway', level: config.LOG_LEVEL, pretty: config.LOG_PRETTY });
  const metrics = new AppMetrics('gateway', { processMetrics: true });
  // Embedded mode: the same process-wide memory store the services use, so a logout seen by
  // identity is seen here too.
  const redis = await openRedisConnection({ url: config.REDIS_URL });
  const deps: EdgeDeps = {
    config,
    logger,
    metrics,
    verifier: new JwtVerifier({
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      jwksUrl: config.JWKS_URL ?? `${config.IDENTITY_URL}/.well-known/jwks.json`,
    }),
    revocation: new TokenRevocation(redis.keyValueStore),
    rateCounter: redis.rateCounter,
    routeAuth: new RouteAuthTable(),
  };

  const adapter = new FastifyAdapter({
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: false,
    bodyLimit: 1_048_576,
    // Slow-loris: a client gets this long to send its headers and its whole request.
    connectionTimeout: config.REQUEST_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  const filter = new AppExceptionFilter(logger);
  app.useGlobalFilters(filter);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await installEdge(fastify, deps);

  await app.listen({ port: config.PORT, host: config.HOST });
  const server = app.getHttpServer();
  server.headersTimeout = config.HEADERS_TIMEOUT_MS;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  logger.info({ url }, 'gateway listening');
  return {
    url,
    logger,
    close: async () => {
      await app.close();
      await redis.onApplicationShutdown();
    },
  };
}

async function installEdge(fastify: FastifyInstance, deps: EdgeDeps): Promise<void> {
  const { config, logger, metrics } = deps;
  const services = upstreams(config);

  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      return reply.status(405).send({ message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
    }
    if (handleCors(request, reply, config.APP_ORIGINS)) return reply;
    const rule = ruleFor(request.url, request.method, {
      api: config.RATE_LIMIT_API_MAX,
      auth: config.RATE_LIMIT_AUTH_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_MS,
    });
    if (!rule) return;
    const client = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], config.TRUSTED_PROXIES);
    const decision = await checkRate(deps.rateCounter, rule, client);
    if (decision.allowed === 'unknown') {
      logger.warn({ rule: rule.name }, 'rate limiter unavailable');
      if (rule.failClosed) {
        return reply.status(503).send({ message: 'Service temporarily unavailable', code: 'DEPENDENCY_UNAVAILABLE' });
      }
    } else if (!decision.allowed) {
      return reply
        .status(429)
        .header('retry-after', String(decision.retryAfterSeconds))
        .send({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    }
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, { hsts: config.HSTS });
    return payload;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.recordResponse(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
  });

  await fastify.register(replyFrom, {
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: config.UPSTREAM_TIMEOUT_MS, bodyTimeout: config.UPSTREAM_TIMEOUT_MS },
  });

  // Proxied routes live in their own plugin scope with no body parsers, so bodies (uploads
  // included) stream through to the service untouched and are never buffered here.
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The raw request stream becomes the body, which reply-from pipes to the service as it arrives.
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const proxy = async (request: FastifyRequest, reply: FastifyReply) => {
      const service = resolveService(request.url);
      if (!service) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      const rejection = await verifyAtEdge(request, deps);
      if (rejection) return reply.status(rejection.status).send(rejection.body);
      const client = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], config.TRUSTED_PROXIES);
      return reply.from(`${services[service]}${request.url}`, {
        rewriteRequestHeaders: (_original, headers) => ({
          ...headers,
          'x-request-id': String(request.id),
          'x-forwarded-for': client,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': 'http',
        }),
        onError: (replyWithError, { error }) => {
          logger.warn({ err: error, service, url: request.url }, 'upstream failed');
          replyWithError.status(502).send({ message: 'Service temporarily unavailable', code: 'DEPENDENCY_UNAVAILABLE' });
        },
      });
    };
    // Composed here rather than proxied (ARCHITECTURE §1: services never call each other).
    scope.get('/api/user/stats', async (request, reply) => {
      const found = extractToken(request);
      const rejection = found ? await verifyAtEdge(request, deps) : { status: 401, body: { message: AUTH_MESSAGES.missingToken, code: 'UNAUTHENTICATED' } };
      if (rejection) return reply.status(rejection.status).send(rejection.body);
      const forwarded: Record<string, string> = { 'x-request-id': String(request.id) };
      for (const name of ['authorization', 'x-auth-token', 'cookie', 'origin'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const { stats, degraded } = await composeUserStats(
        [
          { name: 'connections', url: `${services.social}/api/user/network-stats`, pick: (body) => body.connections },
          { name: 'activeJobs', url: `${services['jobs-events']}/api/jobs/active/count`, pick: (body) => body.count },
          { name: 'upcomingEvents', url: `${services['jobs-events']}/api/events/upcoming/count`, pick: (body) => body.count },
          { name: 'messages', url: `${services.messaging}/api/messages/unread-count`, pick: (body) => body.count },
        ],
        forwarded,
        { timeoutMs: config.STATS_TIMEOUT_MS, logger },
      );
      if (degraded.length) reply.header('x-degraded', degraded.join(','));
      return reply.header('cache-control', 'no-store').send(stats);
    });
    scope.all('/api/*', proxy);
    scope.all('/uploads/*', proxy);
    scope.all('/media/*', proxy);
  });

  const webRoot = config.WEB_DIST_DIR ? resolve(config.WEB_DIST_DIR) : null;
  if (webRoot && existsSync(resolve(webRoot, 'index.html'))) {
    await fastify.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash, so they never change under the same URL.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // SPA fallback: the client router owns every other GET path (and shows its own 404 page).
    // Files are registered one route each (wildcard: false), so they win over this catch-all; Nest's
    // not-found handler still answers JSON for anything else.
    // A path that names a file (an asset from a newer build, a typo) is a 404, never the app page
    // served as JavaScript.
    fastify.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path)) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  } else {
    if (webRoot) logger.warn({ webRoot }, 'web app not built; serving the API only');
  }
}

// The edge rejects a bad token before it reaches a service; a request without a token passes
// and the service decides whether its route needs one. Services verify again (defence in depth).
async function verifyAtEdge(request: FastifyRequest, deps: EdgeDeps): Promise<{ status: number; body: object } | null> {
  const found = extractToken(request);
  if (!found) return null;
  // Where a token is optional or unused, a bad one is the service's business (it reads the caller
  // as signed out), never a reason to refuse a sign-in.
  // (The route table is only consulted for a bad token, not on every good request.)
  const invalid = () =>
    deps.routeAuth.modeOf(request.method, request.url) === 'required'
      ? { status: 401, body: { message: AUTH_MESSAGES.invalidToken, code: 'UNAUTHENTICATED' } }
      : null;
  try {
    const claims = await deps.verifier.verify(found.token);
    if (await deps.revocation.isRevoked(claims)) return invalid();
    return null;
  } catch (error) {
    if (error instanceof InvalidTokenError) return invalid();
    if (error instanceof KeysUnavailableError) return { status: 503, body: { message: 'Service temporarily unavailable', code: 'DEPENDENCY_UNAVAILABLE' } };
    deps.logger.warn({ err: error }, 'token check failed');
    return { status: 503, body: { message: 'Service temporarily unavailable', code: 'DEPENDENCY_UNAVAILABLE' } };
  }
}
