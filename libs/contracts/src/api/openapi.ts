import { z } from 'zod';
import { CommonErrorCode, EDGE_ERROR_STATUS, EdgeErrorCode, TeamsErrorCode, UploadErrorCode, statusOfKind, type ErrorCode } from '../error-codes';
import { ERROR_CATALOGUE } from '../error-catalogue';
import { ErrorItemSchema } from '../errors';
import { ACT_AS_HEADER } from '../teams/teams.schemas';
import { RESPONSE_HEADERS, type FileAnswer } from './answers';
import type { RouteContract, RouteErrorCode } from './routes';

// The OpenAPI 3.0 document /api/docs serves, generated from the route contracts. It describes what the
// servers answer, not only what they accept: every status, each refusal's codes, the headers. The
// integration tests hold every answer they read to it (libs/platform/src/testing/openapi-check.ts), so
// the two cannot drift apart. docs/api.md § The OpenAPI document.

type JsonSchema = Record<string, unknown>;

const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'The request body arrived too slowly',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  429: 'Too many requests',
  500: 'Unexpected error (errorId is in the server log)',
  502: 'The service behind the gateway did not answer',
  503: 'A dependency is unavailable for now',
  504: 'The service took too long to answer',
};

// The status a code is answered with: its kind's, or the edge's own.
export function statusOfCode(code: RouteErrorCode): number {
  return code in EDGE_ERROR_STATUS ? EDGE_ERROR_STATUS[code as EdgeErrorCode] : statusOfKind(ERROR_CATALOGUE[code as ErrorCode].kind);
}

// The refusals every route of this shape can answer, whatever it does: the gateway's and the HTTP layer's
// (a bad Content-Length, an undecodable URL, a rate limit, a service down or slow), the token's, the body's.
export function standardRefusals(route: RouteContract): Array<[number, RouteErrorCode]> {
  const refusals: Array<[number, RouteErrorCode]> = [
    [400, CommonErrorCode.Validation],
    [500, EdgeErrorCode.Internal],
    // The gateway: the service did not answer; a service: its database, Redis or the signing keys did not.
    [502, CommonErrorCode.DependencyUnavailable],
    [503, CommonErrorCode.DependencyUnavailable],
    [504, EdgeErrorCode.UpstreamTimeout],
  ];
  if (route.path.startsWith('/api/')) refusals.push([429, CommonErrorCode.RateLimited]);
  if (route.auth === 'required') refusals.push([401, CommonErrorCode.Unauthenticated]);
  if (route.auth !== 'none' && !route.allowSuspended) refusals.push([403, CommonErrorCode.AccountSuspended]);
  // A write whose token came in the cookie from another origin (docs/security.md).
  if (route.auth !== 'none' && route.method !== 'GET') refusals.push([403, CommonErrorCode.Csrf]);
  if (route.actAs) {
    refusals.push([403, TeamsErrorCode.NotOnTeam], [403, TeamsErrorCode.Suspended]);
    // A team member (not an admin) may post as the business but not manage what it has.
    if (route.actAs === 'manage') refusals.push([403, TeamsErrorCode.RoleForbidden]);
  } else if (route.owner !== 'gateway' || route.path.startsWith('/api/')) {
    // Every other route (a service's and the gateway's composed ones; not the gateway's /health) refuses the header rather than act as the member (docs/teams.md § Acting as the business).
    refusals.push([400, TeamsErrorCode.ActAsUnsupported]);
  }
  if (route.method !== 'GET') {
    // Any write may carry a body, and the edge limits and times every body, whatever the route reads.
    refusals.push([408, EdgeErrorCode.RequestTimeout], [415, CommonErrorCode.UnsupportedMediaType]);
    if (route.multipart) refusals.push([400, UploadErrorCode.MalformedUpload], [413, UploadErrorCode.FileTooLarge]);
    else refusals.push([400, CommonErrorCode.MalformedJson], [413, CommonErrorCode.PayloadTooLarge]);
  }
  return refusals;
}

// Every code a route may refuse with, by status: the standard ones and its own.
export function refusalsOf(route: RouteContract): Map<number, RouteErrorCode[]> {
  const byStatus = new Map<number, RouteErrorCode[]>();
  const own = (route.errors ?? []).map((code): [number, RouteErrorCode] => [statusOfCode(code), code]);
  for (const [status, code] of [...standardRefusals(route), ...own]) {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

// `POST /api/messages/:conversationId/report` → postMessagesByConversationIdReport: unique because a
// method and a path are, and it moves with the route's contract.
export function operationIdOf(route: Pick<RouteContract, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)));
  return route.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

export function buildOpenApi(routes: RouteContract[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const parameters = [...objectParams(route.params, 'path'), ...objectParams(route.query, 'query'), ...(route.actAs ? [ACT_AS_PARAMETER] : [])];
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(route.responses)) {
      if (Number(status) >= 400 && !answer) throw new Error(`${route.method} ${route.path}: declare its ${status} by code, in errors`);
      const headers = Number(status) < 300 ? headersObject(route.headers ?? []) : undefined;
      responses[status] = {
        description: Number(status) < 300 ? `HTTP ${status}` : (REASONS[Number(status)] ?? `HTTP ${status}`),
        ...(headers ? { headers } : {}),
        ...(answer ? { content: contentOf(answer) } : {}),
      };
    }
    for (const [status, codes] of refusalsOf(route)) {
      const refusal = errorBodySchema(status, codes);
      // A status that is also an answer of its own (the gateway's /health 503 is its report): either body.
      const answer = (responses[String(status)] as { content?: { 'application/json'?: { schema: unknown } } } | undefined)?.content?.['application/json'];
      responses[status] = {
        description: `${REASONS[status] ?? `HTTP ${status}`}: ${codes.join(', ')}`,
        ...(REFUSAL_HEADERS[status] ? { headers: REFUSAL_HEADERS[status] } : {}),
        content: { 'application/json': { schema: answer ? { anyOf: [answer.schema, refusal] } : refusal } },
      };
    }
    const security = [{ bearer: [] }, { xAuthToken: [] }, { cookie: [] }];
    const operation: Record<string, unknown> = {
      operationId: operationIdOf(route),
      summary: route.summary,
      tags: [route.owner],
      parameters,
      responses,
      ...(route.auth === 'required' ? { security } : route.auth === 'optional' ? { security: [{}, ...security] } : { security: [] }),
    };
    if (route.body) {
      operation.requestBody = {
        required: !route.body.safeParse(undefined).success,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    } else if (route.multipart) {
      const properties = Object.fromEntries(
        Object.entries(route.multipart).map(([field, kind]) => [field, kind === 'file' ? { type: 'string', format: 'binary' } : { type: 'string' }]),
      );
      operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
    }
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        xAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
        cookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'authToken',
          description:
            "The token of POST /api/login, as the spec's client stores it in a cookie. A write (anything but GET) signed in this way must come from the app's own origin (403 CSRF otherwise)",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;

// Refusals that tell the client when to come back, or what a range missed.
const REFUSAL_HEADERS: Record<number, Record<string, unknown>> = {
  416: { 'Content-Range': { ...RESPONSE_HEADERS['content-range'], required: true } },
  429: { 'Retry-After': { ...RESPONSE_HEADERS['retry-after'], required: true } },
  503: { 'Retry-After': RESPONSE_HEADERS['retry-after'] },
};

const ACT_AS_PARAMETER = {
  name: ACT_AS_HEADER,
  in: 'header',
  required: false,
  description: "Act as this business (its member id), whose team you are on: what you create is the business's (docs/teams.md)",
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
};

function contentOf(answer: z.ZodType | FileAnswer): Record<string, unknown> {
  if (!('mediaTypes' in answer)) return { 'application/json': { schema: toSchema(answer) } };
  return Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
}

function headersObject(names: readonly (keyof typeof RESPONSE_HEADERS)[]): Record<string, unknown> | undefined {
  if (names.length === 0) return undefined;
  return Object.fromEntries(names.map((name) => [name, RESPONSE_HEADERS[name]]));
}

// `{message, code, errors?}` with this status's codes as an enum; a code whose answer carries more
// fields (USAGE_LIMIT_EXCEEDED: usage) gets a branch of its own where they are required. errorId only
// where an unexpected error can be (500, and the 503 of a dependency that failed).
function errorBodySchema(status: number, codes: RouteErrorCode[]): JsonSchema {
  const base = (codesHere: RouteErrorCode[], extra?: z.ZodObject): JsonSchema => {
    const extraSchema = extra ? (toSchema(extra) as { properties: Record<string, unknown>; required?: string[] }) : undefined;
    return {
      type: 'object',
      properties: {
        message: { type: 'string', description: 'What to show: the spec’s text where it has one' },
        code: { type: 'string', enum: codesHere },
        errors: { type: 'array', items: toSchema(ErrorItemSchema), description: 'Every field at fault; message is the first one’s' },
        ...(status === 500 || status === 503 ? { errorId: { type: 'string', description: 'Correlates the answer with the server log' } } : {}),
        ...extraSchema?.properties,
      },
      required: ['message', 'code', ...(extraSchema?.required ?? [])],
      additionalProperties: false,
    };
  };
  const extraOf = (code: RouteErrorCode) => (code in EDGE_ERROR_STATUS ? undefined : ERROR_CATALOGUE[code as ErrorCode].extra);
  const plain = codes.filter((code) => !extraOf(code));
  const branches = [...(plain.length ? [base(plain)] : []), ...codes.filter(extraOf).map((code) => base([code], extraOf(code)))];
  return branches.length === 1 ? branches[0]! : { oneOf: branches };
}

// Requests are documented as the client sends them (before transforms), responses as they leave.
export function toSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): unknown {
  return withNullInEnums(z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io }));
}

// zod's openapi-3.0 output marks a nullable enum `nullable: true` but leaves null out of `enum`, and
// OpenAPI 3.0.3 reads `nullable` as not widening an enum: a validator then refuses the null the server
// sends. Null goes into the enum.
function withNullInEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullInEnums);
  if (!schema || typeof schema !== 'object') return schema;
  const fixed = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullInEnums(value)])) as JsonSchema;
  if (fixed.nullable === true && Array.isArray(fixed.enum) && !fixed.enum.includes(null)) fixed.enum = [...fixed.enum, null];
  return fixed;
}

function objectParams(schema: z.ZodObject | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: location,
    required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: toSchema(field as z.ZodType, 'input'),
  }));
}
