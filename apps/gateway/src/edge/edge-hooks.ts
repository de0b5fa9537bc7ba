import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppMetrics, RateCounter } from '@stave/platform';
import type { GatewayEnv } from '../config';
import { handleCors } from './cors';
import { checkRate, ruleFor } from './rate-limit';
import { refuse } from './refusal';
import { applySecurityHeaders } from './security-headers';
import { closeAfterAnswer, hasUnreadBody } from './unread-body';
import { CommonErrorCode, EdgeErrorCode } from '@stave/contracts';

export interface EdgeHookDeps {
  config: GatewayEnv;
  logger: Logger;
  metrics: AppMetrics;
  rateCounter: RateCounter;
  clientOf: (request: FastifyRequest) => string;
}

// What every request meets first, whatever it is for: a request id, TRACE refused, CORS, the rate
// limits; on the way out the security headers and the metrics.
export function installEdgeHooks(fastify: FastifyInstance, deps: EdgeHookDeps): void {
  const { config, logger, metrics } = deps;
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      return refuse(reply, { status: 405, body: { message: 'Method not allowed', code: EdgeErrorCode.MethodNotAllowed } });
    }
    if (handleCors(request, reply, config.APP_ORIGINS)) return reply;
    const rule = ruleFor(request.url, request.method, {
      api: config.RATE_LIMIT_API_MAX,
      auth: config.RATE_LIMIT_AUTH_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_MS,
    });
    if (!rule) return;
    const decision = await checkRate(deps.rateCounter, rule, deps.clientOf(request));
    if (decision.allowed === 'unknown') {
      logger.warn({ rule: rule.name }, 'rate limiter unavailable');
      if (rule.failClosed)
        return refuse(reply, { status: 503, body: { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable } });
    } else if (!decision.allowed) {
      return refuse(reply, {
        status: 429,
        body: { message: 'Too many requests. Please try again later.', code: CommonErrorCode.RateLimited },
        headers: { 'retry-after': String(decision.retryAfterSeconds) },
      });
    }
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply, { hsts: config.HSTS });
    if (hasUnreadBody(request)) closeAfterAnswer(request, reply);
    return payload;
  });
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.recordResponse(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
  });
}
