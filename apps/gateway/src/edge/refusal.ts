import type { FastifyReply } from 'fastify';
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
