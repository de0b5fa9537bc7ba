import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { errors as undiciErrors } from 'undici';
import { UPLOAD_MESSAGES, CommonErrorCode, EdgeErrorCode, UploadErrorCode } from '@stave/contracts';
import type { Authenticator } from '@stave/platform';
import {
  BodiesInFlight,
  BodyTooLargeError,
  BodyTooSlowError,
  ClientAbortedError,
  carriesBody,
  declaredLength,
  meterBody,
  readWholeBody,
  type BodyRules,
} from '../edge/body-guard';
import { refuseAtEdge } from '../edge/edge-auth';
import { askForBody } from '../edge/unread-body';
import { refuse, unavailable, type EdgeRefusal } from '../edge/refusal';
import type { ProxyRoute } from '../routing/route-table';
import { downstreamResponseHeaders, upstreamRequestHeaders } from './headers';
import type { UpstreamRequest, Upstreams } from './upstreams';

export interface ProxyDeps {
  routes: ProxyRoute[];
  upstreams: Upstreams;
  authenticator: Authenticator;
  bodies: BodiesInFlight;
  bodyRules: Omit<BodyRules, 'maxBytes'>;
  clientOf: (request: FastifyRequest) => string;
  logger: Logger;
}

const tooLarge = (route: ProxyRoute): EdgeRefusal =>
  route.body.kind === 'streamed'
    ? { status: 413, body: { message: UPLOAD_MESSAGES.tooLarge, code: UploadErrorCode.FileTooLarge } }
    : { status: 413, body: { message: 'Request body too large', code: CommonErrorCode.PayloadTooLarge } };
const tooSlow: EdgeRefusal = { status: 408, body: { message: 'The request body arrived too slowly', code: EdgeErrorCode.RequestTimeout } };
const tooManyBodies: EdgeRefusal = {
  status: 429,
  body: { message: 'Too many requests at once. Please try again shortly.', code: CommonErrorCode.RateLimited },
  headers: { 'retry-after': '1' },
};
// Every upload connection to the service is taken (UPSTREAM_UPLOAD_CONNECTIONS per instance).
const uploadsBusy: EdgeRefusal = {
  status: 503,
  body: { message: 'Too many uploads in progress. Please try again shortly.', code: CommonErrorCode.DependencyUnavailable },
  headers: { 'retry-after': '5' },
};

// Every contract route a service owns, registered as a Fastify route in a scope with no body
// parsers: the body stays the raw stream until the checks that need no body have passed.
export async function registerProxyRoutes(fastify: FastifyInstance, deps: ProxyDeps): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const route of deps.routes) {
      scope.route({ method: route.method, url: route.path, handler: (request, reply) => forward(request, reply, route, deps) });
    }
  });
}

async function forward(request: FastifyRequest, reply: FastifyReply, route: ProxyRoute, deps: ProxyDeps): Promise<FastifyReply> {
  const refusal = await refuseAtEdge(request, route.auth, deps.authenticator);
  if (refusal) return refuse(reply, refusal);
  const length = declaredLength(request.headers);
  if (length === 'invalid') return refuse(reply, { status: 400, body: { message: 'Invalid Content-Length', code: CommonErrorCode.Validation } });
  if (length !== null && length > route.body.maxBytes) return refuse(reply, tooLarge(route));
  const withBody = carriesBody(request.method, request.headers);
  const streamed = withBody && route.body.kind === 'streamed';
  const release = withBody ? deps.bodies.acquire(deps.clientOf(request)) : () => undefined;
  if (!release) return refuse(reply, tooManyBodies);
  const place = streamed ? deps.upstreams.reserveUpload(route.service) : null;
  if (streamed && !place) {
    release();
    return refuse(reply, uploadsBusy);
  }
  // Free once the answer has been passed on or dropped (the upstream connection is busy until then).
  if (place) reply.raw.once('close', place.release);

  // A client that goes away takes its upstream request with it.
  const upstreamAbort = new AbortController();
  let clientGone = false;
  const onClientGone = () => {
    if (reply.raw.writableFinished) return;
    clientGone = true;
    upstreamAbort.abort(new ClientAbortedError('client closed the connection'));
  };
  reply.raw.once('close', onClientGone);
  try {
    // The checks that need no body have passed: only now ask for it (curl sends `Expect` for
    // anything over ~1 MB and waits for this before sending a byte).
    if (withBody) askForBody(request, reply);
    const rules = { ...deps.bodyRules, maxBytes: route.body.maxBytes };
    let body: Buffer | Readable | null = null;
    // An upload that fails before undici takes it (its connection still being opened) ends the request as well.
    if (streamed) body = meterBody(request.raw, rules, (error) => upstreamAbort.abort(error));
    else if (withBody) body = await readWholeBody(request.raw, rules);
    if (!streamed) release();

    const headers = upstreamRequestHeaders(request.headers, {
      'x-request-id': String(request.id),
      'x-forwarded-for': deps.clientOf(request),
      'x-forwarded-host': request.headers.host ?? '',
      'x-forwarded-proto': 'http',
    });
    if (streamed && typeof length === 'number') headers['content-length'] = String(length);
    const upstreamRequest: UpstreamRequest = {
      method: request.method as UpstreamRequest['method'],
      path: request.raw.url ?? request.url,
      headers,
      body,
      signal: upstreamAbort.signal,
    };
    const response = place ? await place.send(upstreamRequest) : await deps.upstreams.request(route.service, upstreamRequest);
    if (place) response.body.once('close', place.release);
    // The service may answer before the whole upload arrived (401, 413, 415 …): its answer is passed on, and the
    // rest of the body read and dropped before the connection closes (edge-hooks.ts).
    reply.status(response.statusCode).headers(downstreamResponseHeaders(response.headers));
    return reply.send(response.body);
  } catch (error) {
    place?.release();
    return failed(request, reply, route, clientGone ? new ClientAbortedError('client closed the connection') : error, deps.logger);
  } finally {
    release();
    reply.raw.off('close', onClientGone);
  }
}

function failed(request: FastifyRequest, reply: FastifyReply, route: ProxyRoute, error: unknown, logger: Logger): FastifyReply {
  const cause = rootCause(error);
  if (cause instanceof ClientAbortedError) {
    // Routine on mobile links: one line, no stack.
    logger.info({ reqId: request.id, method: request.method, url: request.url }, 'client closed the request before it was answered');
    return reply;
  }
  if (reply.sent) return reply;
  reply.header('connection', 'close');
  if (cause instanceof BodyTooLargeError) return refuse(reply, tooLarge(route));
  if (cause instanceof BodyTooSlowError) {
    logger.info({ reqId: request.id, url: request.url, reason: cause.message }, 'request body too slow');
    return refuse(reply, tooSlow);
  }
  const timedOut = cause instanceof undiciErrors.HeadersTimeoutError || cause instanceof undiciErrors.BodyTimeoutError;
  logger.warn({ reqId: request.id, service: route.service, url: request.url, error: (cause as Error)?.message }, 'upstream failed');
  return refuse(
    reply,
    timedOut ? { status: 504, body: { message: 'The service took too long to answer', code: EdgeErrorCode.UpstreamTimeout } } : unavailable(),
  );
}

// undici wraps a failed request body (our meter's error) or an abort reason in its own errors.
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 4; depth++) {
    if (current instanceof BodyTooLargeError || current instanceof BodyTooSlowError || current instanceof ClientAbortedError) return current;
    const next = (current as { cause?: unknown } | null)?.cause;
    if (!next) break;
    current = next;
  }
  return error;
}
