import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { ErrorBody } from '@stave/contracts';
import { DomainError, statusOf } from './domain-error';

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
    this.logger.error({ err: exception, errorId, reqId: request.id, url: request.url }, 'unhandled error');
    return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL', errorId }, headers: {} };
  }
}

function fastifyErrorResponse(error: FastifyErrorLike): { status: number; body: ErrorBody } | null {
  switch (error?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'Unsupported media type', code: 'UNSUPPORTED_MEDIA_TYPE' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'Malformed JSON', code: 'MALFORMED_JSON' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: 'Invalid Content-Length', code: 'VALIDATION' } };
    default:
      // JSON.parse failures from Fastify's body parser carry statusCode 400 without a code.
      if (error instanceof SyntaxError && (error as FastifyErrorLike).statusCode === 400) {
        return { status: 400, body: { message: 'Malformed JSON', code: 'MALFORMED_JSON' } };
      }
      return null;
  }
}
