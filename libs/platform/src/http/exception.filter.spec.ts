import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import pino from 'pino';
import { AppExceptionFilter } from './exception.filter';

// What the filter logs, line by line, and what it sends.
function harness(raw: { destroyed: boolean; complete: boolean }) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const sent: unknown[] = [];
  const answered: { status?: number; headers: Record<string, string> } = { headers: {} };
  const reply = {
    sent: false,
    header: (name: string, value: string) => ((answered.headers[name] = value), reply),
    status: (status: number) => ((answered.status = status), reply),
    type: () => reply,
    send: (body: unknown) => void sent.push(body),
  };
  const request = { id: 'req-1', method: 'POST', url: '/api/posts', raw };
  const host = { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }) } as unknown as ArgumentsHost;
  return { filter: new AppExceptionFilter(logger), host, lines, sent, answered };
}

describe(AppExceptionFilter.name, () => {
  it('logs a client that hung up mid-body as one info line without a stack, and answers no one', () => {
    const { filter, host, lines, sent } = harness({ destroyed: true, complete: false });
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });

    filter.catch(aborted, host);

    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'client closed the request before it was answered', reqId: 'req-1' })]);
    expect(JSON.stringify(lines)).not.toContain('stack');
    expect(sent).toEqual([]);
  });

  it('still logs an unknown failure as an error with an errorId, and answers 500 without the stack', () => {
    const { filter, host, lines, sent } = harness({ destroyed: false, complete: true });

    filter.catch(new Error('relation "posts" does not exist'), host);

    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'unhandled error', errorId: expect.any(String) })]);
    expect(sent).toEqual([{ message: 'Internal server error', code: 'INTERNAL', errorId: (lines[0] as { errorId: string }).errorId }]);
  });

  it('answers 503 DEPENDENCY_UNAVAILABLE with Retry-After when the database cannot be reached, as a warning', () => {
    for (const unavailable of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('Query failed'), { driverError: Object.assign(new Error('Connection terminated unexpectedly'), {}) }),
    ]) {
      const { filter, host, lines, sent, answered } = harness({ destroyed: false, complete: true });

      filter.catch(unavailable, host);

      expect(answered).toEqual({ status: 503, headers: { 'retry-after': '1' } });
      expect(sent).toEqual([{ message: 'Service temporarily unavailable', code: 'DEPENDENCY_UNAVAILABLE', errorId: expect.any(String) }]);
      expect(lines).toEqual([expect.objectContaining({ level: 40, msg: 'dependency unavailable' })]);
    }
  });
});
