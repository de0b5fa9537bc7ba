import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@stave/contracts';
import { CommonErrorCode } from '@stave/contracts';

export interface EdgeRefusal {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

export const unavailable = (): EdgeRefusal => ({
  status: 502,
  body: { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable },
});

export function refuse(reply: FastifyReply, refusal: EdgeRefusal): FastifyReply {
  for (const [name, value] of Object.entries(refusal.headers ?? {})) reply.header(name, value);
  return reply.status(refusal.status).type('application/json; charset=utf-8').send(refusal.body);
}

// A request whose body we answered without reading: the connection cannot carry another request
// (the rest of the body would be read as one), so it closes once the answer is out. The client
// that sent `Expect: 100-continue` never sends the body at all.
export function hasUnreadBody(request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.complete) return false;
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}
