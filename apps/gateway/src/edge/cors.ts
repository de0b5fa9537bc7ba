import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESPONSE_HEADERS } from '@stave/contracts';

export const CORS_ALLOWED_HEADERS = 'Authorization, X-Auth-Token, Content-Type';
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';
// A script on an allowed origin reads every header the OpenAPI document gives our answers (the paging headers too).
const CORS_EXPOSED_HEADERS = ['x-request-id', ...Object.keys(RESPONSE_HEADERS)].join(', ');

// Only allowlisted origins get an echo; never `*`, since credentials are allowed (docs/reliability.md#cors).
// Returns true when the request was a preflight and has been answered.
export function handleCors(request: FastifyRequest, reply: FastifyReply, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  const allowed = typeof origin === 'string' && origin !== 'null' && allowedOrigins.includes(origin);
  reply.header('vary', 'Origin');
  if (allowed) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  }
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
    if (allowed) {
      reply.header('access-control-allow-methods', CORS_METHODS);
      reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
    }
    reply.status(204).send();
    return true;
  }
  return false;
}
