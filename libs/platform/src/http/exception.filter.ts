import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ErrorBody } from '@stave/contracts';
import { isTransientError } from '../database/transient-error';
import { DomainError, statusOf } from './domain-error';
import { EdgeError } from './edge-error';
import { CommonErrorCode, EdgeErrorCode } from '@stave/contracts';

interface FastifyErrorLike {
  code?: string;
  statusCode?: number;
  message?: string;
}

// One place where errors become `{message, code?, errors?}`. Unknown errors are a 500 whose
// errorId is logged beside the stack; the response never carries the stack.
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (clientWentAway(exception, request)) {
      // Routine on mobile links and slow uploads, and no one is left to answer: one line, no stack.
      this.logger.info({ reqId: request.id, method: request.method, url: request.url }, 'client closed the request before it was answered');
      return;
    }
    const { status, body, headers } = this.toResponse(exception, request);
    if (reply.sent) return;
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  toResponse(exception: unknown, request: FastifyRequest): { status: number; body: ErrorBody & Record<string, unknown>; headers: Record<string, string> } {
    if (exception instanceof DomainError) {
      const body: ErrorBody & Record<string, unknown> = { ...exception.extra, message: exception.message };
      if (exception.code) body.code = exception.code;
      if (exception.errors?.length) body.errors = exception.errors;
      return { status: statusOf(exception.kind), body, headers: exception.headers ?? {} };
    }
    if (exception instanceof EdgeError) {
      return { status: exception.status, body: { message: exception.message, code: exception.code }, headers: exception.headers };
    }
    // Nest wraps Fastify's 4xx errors (body parsing) in an HttpException; the original is the cause.
    const cause = exception instanceof HttpException ? exception.cause : undefined;
    const fastifyError = fastifyErrorResponse((cause ?? exception) as FastifyErrorLike);
    if (fastifyError) return { ...fastifyError, headers: {} };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status < 500) {
        const response = exception.getResponse();
        const message = typeof response === 'string' ? response : String((response as { message?: unknown }).message ?? exception.message);
        return { status, body: { message: status === 404 ? 'Not found' : message, code: status === 404 ? 'NOT_FOUND' : undefined }, headers: {} };
      }
    }
    const errorId = randomUUID();
    // The database (or another dependency) cannot be reached right now, or a transaction lost a race it can win
    // on a retry: not a bug of this request. 503 with the standard code tells the client (and a load balancer) to
    // try again, as docs/reliability.md#postgres-killed-mid-write asks of a service whose Postgres is down.
    if (isTransientError(exception)) {
      this.logger.warn({ err: exception, errorId, reqId: request.id, url: request.url }, 'dependency unavailable');
      return {
        status: 503,
        body: { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable, errorId },
        headers: { 'retry-after': '1' },
      };
    }
    this.logger.error({ err: exception, errorId, reqId: request.id, url: request.url }, 'unhandled error');
    return { status: 500, body: { message: 'Internal server error', code: EdgeErrorCode.Internal, errorId }, headers: {} };
  }
}

// Node's "aborted" (ECONNRESET) while a body was being read, or a stream closed early because the
// socket went: the client hung up; nothing failed on our side.
export function clientWentAway(exception: unknown, request: FastifyRequest): boolean {
  const error = (exception instanceof HttpException ? (exception.cause ?? exception) : exception) as FastifyErrorLike;
  const code = error?.code;
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'FST_ERR_CTP_ABORTED') return true;
  return error?.message === 'aborted' || (request.raw.destroyed && !request.raw.complete);
}

function fastifyErrorResponse(error: FastifyErrorLike): { status: number; body: ErrorBody } | null {
  switch (error?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body too large', code: CommonErrorCode.PayloadTooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'Unsupported media type', code: CommonErrorCode.UnsupportedMediaType } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'Malformed JSON', code: CommonErrorCode.MalformedJson } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: 'Invalid Content-Length', code: CommonErrorCode.Validation } };
    default:
      // JSON.parse failures from Fastify's body parser carry statusCode 400 without a code.
      if (error instanceof SyntaxError && (error as FastifyErrorLike).statusCode === 400) {
        return { status: 400, body: { message: 'Malformed JSON', code: CommonErrorCode.MalformedJson } };
      }
      return null;
  }
}

// Errors Fastify raises before a route (and so Nest's filters) is reached: a path the router cannot
// decode (/api/users/%FF). Set as `frameworkErrors` on every app's Fastify.
export function answerFrameworkError(error: FastifyErrorLike, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Bad request', code: CommonErrorCode.Validation });
}
