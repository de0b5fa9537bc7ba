import { describe, expect, it } from '@jest/globals';
import { buildOpenApi, operationIdOf, refusalsOf } from './openapi';
import { ALL_ROUTES } from './routes';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { headers?: Record<string, { required?: boolean }>; content?: Record<string, { schema: Json }> }>;
}

const doc = buildOpenApi(ALL_ROUTES, { title: 'Stave', version: 'test' });
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
);
const operation = (method: string, path: string) => (doc.paths[path] as Record<string, Operation>)[method]!;
const schemaOf = (op: Operation, status: number) => op.responses[String(status)]!.content!['application/json']!.schema;
const codesOf = (schema: Json): unknown[] =>
  schema.oneOf ? (schema.oneOf as Json[]).flatMap(codesOf) : ((schema.properties as Record<string, { enum: unknown[] }>).code?.enum ?? []);

function* schemasIn(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* schemasIn(item);
  else if (value && typeof value === 'object') {
    yield value as Json;
    for (const item of Object.values(value)) yield* schemasIn(item);
  }
}

describe(buildOpenApi.name, () => {
  it('names every operation, each name once', () => {
    const ids = operations.map(({ operation }) => operation.operationId);

    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf({ method: 'POST', path: '/api/messages/:conversationId/report' })).toBe('postMessagesByConversationIdReport');
  });

  it('documents both answers of POST /api/messages/start: 201 for a new conversation, 200 for the pair’s existing one', () => {
    expect(Object.keys(operation('post', '/api/messages/start').responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('documents 413 and 415 on every route that takes a body, and 429 with Retry-After on every /api route', () => {
    const writes = operations.filter(({ method }) => method !== 'get');
    const api = operations.filter(({ path }) => path.startsWith('/api/'));

    expect(writes.filter(({ operation }) => !operation.responses['413'] || !operation.responses['415']).map(({ path }) => path)).toEqual([]);
    expect(api.filter(({ operation }) => operation.responses['429']?.headers?.['Retry-After']?.required !== true).map(({ path }) => path)).toEqual([]);
  });

  it('gives each refusal the error body with the route’s codes as an enum, and the fields a code carries', () => {
    const send = operation('post', '/api/messages');
    const forbidden = schemaOf(send, 403);

    expect(codesOf(schemaOf(send, 404))).toEqual(['CONVERSATION_NOT_FOUND']);
    expect(codesOf(forbidden)).toEqual(expect.arrayContaining(['ACCOUNT_SUSPENDED', 'MEMBER_BLOCKED', 'USAGE_LIMIT_EXCEEDED']));
    expect((forbidden.oneOf as Json[]).find((branch) => codesOf(branch).includes('USAGE_LIMIT_EXCEEDED'))).toMatchObject({
      required: ['message', 'code', 'usage'],
      additionalProperties: false,
    });
    expect(schemaOf(operation('get', '/api/jobs'), 400)).toMatchObject({ required: ['message', 'code'], additionalProperties: false });
  });

  it('files every code a route lists under its own status, and the token’s refusals by the route’s auth', () => {
    const login = ALL_ROUTES.find((route) => route.path === '/api/login')!;
    const standing = ALL_ROUTES.find((route) => route.path === '/api/user/standing')!;

    expect(refusalsOf(login).get(401)).toEqual(expect.arrayContaining(['INVALID_CREDENTIALS', 'TWO_FACTOR_REQUIRED']));
    expect(refusalsOf(login).get(403)).toBeUndefined();
    expect(refusalsOf(standing).get(401)).toEqual(['UNAUTHENTICATED']);
    expect(refusalsOf(standing).get(403) ?? []).not.toContain('ACCOUNT_SUSPENDED');
  });

  it('keeps null in every nullable enum, as the servers send it', () => {
    const nullableEnums = [...schemasIn(doc.paths)].filter((schema) => schema.nullable === true && Array.isArray(schema.enum));

    expect(nullableEnums.length).toBeGreaterThan(19);
    expect(nullableEnums.filter((schema) => !(schema.enum as unknown[]).includes(null))).toEqual([]);
  });

  it('documents the paging headers of the lists that carry them', () => {
    expect(Object.keys(operation('get', '/api/jobs').responses['200']!.headers!)).toEqual(['x-total-count', 'x-next-page', 'x-total-capped']);
    expect(Object.keys(operation('get', '/api/posts').responses['200']!.headers!)).toEqual(['x-next-cursor']);
  });

  it('documents the cookie sign-in beside the two headers', () => {
    expect(doc.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'authToken' });
    expect(operation('get', '/api/user').security).toEqual([{ bearer: [] }, { xAuthToken: [] }, { cookie: [] }]);
  });

  it("documents the {userId} body the spec's client sends to complete a referral", () => {
    const complete = operation('post', '/api/referrals/complete/{token}');

    expect(complete.requestBody).toMatchObject({
      required: false,
      content: { 'application/json': { schema: { type: 'object', properties: { userId: { type: 'integer' } } } } },
    });
  });
});
