import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { MessagingErrorCode, NEXT_CURSOR_HEADER, type RouteContract } from '@stave/contracts';
import { OpenApiChecker, type Exchange } from './openapi-check';

const Thing = z.object({ id: z.number().int(), state: z.enum(['open', 'closed']).nullable() });
const routes: RouteContract[] = [
  {
    method: 'GET',
    path: '/api/things',
    owner: 'messaging',
    auth: 'required',
    summary: 'Things',
    responses: { 200: z.array(Thing) },
    headers: [NEXT_CURSOR_HEADER],
  },
  {
    method: 'GET',
    path: '/api/things/:id',
    owner: 'messaging',
    auth: 'required',
    summary: 'A thing',
    params: z.object({ id: z.string() }),
    responses: { 200: Thing },
    errors: [MessagingErrorCode.ConversationNotFound],
  },
  { method: 'GET', path: '/api/things/mine', owner: 'messaging', auth: 'required', summary: 'Mine', responses: { 204: null } },
];
const checker = new OpenApiChecker(routes);

const answer = (path: string, status: number, body: unknown, headers: Record<string, string> = {}): Exchange => ({
  method: 'GET',
  url: `http://127.0.0.1:1${path}`,
  status,
  headers: new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-request-id': '1', ...headers }),
  text: body === undefined ? '' : JSON.stringify(body),
});

describe(OpenApiChecker.name, () => {
  it('passes what the document describes: its status, body (null in a nullable enum too) and headers', () => {
    expect(checker.problems(answer('/api/things', 200, [{ id: 1, state: null }], { 'x-next-cursor': 'abc' }))).toEqual([]);
    expect(checker.problems(answer('/api/things/7', 404, { message: 'Conversation not found', code: 'CONVERSATION_NOT_FOUND' }))).toEqual([]);
    expect(checker.problems(answer('/api/things/mine', 204, undefined, { 'content-type': '' }))).toEqual([]);
  });

  it('refuses an undocumented status', () => {
    expect(checker.problems(answer('/api/things/7', 409, { message: 'No', code: 'CONFLICT' }))).toEqual([
      expect.stringContaining('GET /api/things/{id} answered 409: the status is not documented'),
    ]);
  });

  it("refuses a code outside the route's enum, a field the document does not name, and a missing one", () => {
    expect(checker.problems(answer('/api/things/7', 404, { message: 'Not found', code: 'NOT_FOUND' }))).toEqual([
      expect.stringContaining('body/code must be equal to one of the allowed values'),
    ]);
    expect(checker.problems(answer('/api/things/7', 200, { id: 7, state: 'open', secret: 'x' }))).toEqual([
      expect.stringContaining('must NOT have additional properties (secret)'),
    ]);
    expect(checker.problems(answer('/api/things/7', 200, { id: 7 }))).toEqual([expect.stringContaining("must have required property 'state'")]);
  });

  it('refuses an undocumented header, and a refusal without the header it must carry', () => {
    expect(checker.problems(answer('/api/things/7', 200, { id: 7, state: 'open' }, { 'x-next-cursor': 'abc' }))).toEqual([
      expect.stringContaining('header x-next-cursor: abc is not documented'),
    ]);
    expect(checker.problems(answer('/api/things', 429, { message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' }))).toEqual([
      expect.stringContaining('header retry-after is required and missing'),
    ]);
  });

  it('reads a literal segment before a parameter, and leaves paths the document does not describe alone', () => {
    expect(checker.problems(answer('/api/things/mine', 200, { id: 1, state: null }))).toEqual([expect.stringContaining('GET /api/things/mine answered 200')]);
    expect(checker.problems(answer('/internal/anything', 500, { whatever: true }))).toEqual([]);
  });
});
