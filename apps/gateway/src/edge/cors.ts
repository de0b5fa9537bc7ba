import type { FastifyReply, FastifyRequest } from 'fastify';

export const CORS_ALLOWED_HEADERS = 'Authorization, X-Auth-Token, Content-Type';
const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE';

// Only allowlisted origins get an echo; never `*`, since credentials are allowed (RELIABILITY §10).
// Returns true when the request was a preflight and has been answered.
export function handleCors(request: FastifyRequest, reply: FastifyReply, allowedOrigins: string[]): boolean {
  const origin = request.headers.origin;
  const allowed = typeof origin === 'string' && origin !== 'null' && allowedOrigins.includes(origin);
  reply.header('vary', 'Origin');
  if (allowed) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', 'X-Request-Id, X-Next-Cursor, Retry-After');
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
