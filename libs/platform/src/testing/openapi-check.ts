import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ALL_ROUTES, buildOpenApi, type RouteContract } from '@stave/contracts';

// Every answer an integration test reads (callApi) is held to the OpenAPI document /api/docs serves: its status
// must be one the operation lists, its body must match that status's schema (closed objects stay closed: a field
// the document does not name is a failure), an error's code must be in the route's enum, and every header beyond
// HTTP's own plumbing must be documented. So the document cannot drift from what the servers answer
// (docs/api.md § The OpenAPI document). Paths the document does not describe (a service's /health, /metrics,
// internal routes, a deliberate probe of an unknown path) are not checked; nor is a service's own /health.

export interface Exchange {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

// Every process answers its own GET /health (its checks); the document's is the gateway's, over every service.
const NOT_CHECKED = new Set(['/health']);

// HTTP's own and the infrastructure's headers (transport, caching, CORS, the security headers, the request id),
// which no operation documents.
const PLUMBING = new Set([
  'accept-ranges',
  'age',
  'cache-control',
  'connection',
  'content-encoding',
  'content-language',
  'content-length',
  'content-security-policy',
  'content-type',
  'date',
  'etag',
  'expires',
  'keep-alive',
  'last-modified',
  'origin-agent-cluster',
  'permissions-policy',
  'pragma',
  'referrer-policy',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-request-id',
  'x-xss-protection',
  // Tests only (EXPOSE_DB_QUERY_COUNT): how many queries an answer took.
  'x-db-queries',
]);
const PLUMBING_PREFIXES = ['access-control-', 'cross-origin-'];

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface HeaderSpec {
  schema: Schema;
  required?: boolean;
}
interface ResponseSpec {
  headers?: Record<string, HeaderSpec>;
  content?: Record<string, MediaType>;
}
interface Operation {
  id: string;
  pattern: RegExp;
  literalSegments: number;
  responses: Record<string, ResponseSpec>;
}

export class OpenApiChecker {
  private readonly operations: Operation[];
  private readonly ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, discriminator: false });
  // Header values arrive as text: "20" must pass as an integer.
  private readonly headerAjv = new Ajv({ allErrors: true, strict: true, coerceTypes: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(routes: RouteContract[] = ALL_ROUTES) {
    for (const ajv of [this.ajv, this.headerAjv]) {
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addKeyword({ keyword: 'example' });
    }
    const document = buildOpenApi(routes, { title: 'check', version: 'check' });
    this.operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const segments = path.split('/').filter(Boolean);
        // As the router reads a path: a parameter is never empty, and `/api/jobs/` is no operation (its 404 is the
        // router's own, for a path the document does not have).
        const source = segments.map((segment) => (segment.startsWith('{') ? '[^/]+' : escapeRegExp(segment))).join('/');
        return {
          id: `${method.toUpperCase()} ${path}`,
          pattern: new RegExp(`^/${source}$`),
          literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
          responses: (operation as { responses: Record<string, ResponseSpec> }).responses,
        };
      }),
    );
  }

  // What is wrong with the answer, as lines; none when the document describes it.
  problems(exchange: Exchange): string[] {
    const path = new URL(exchange.url).pathname;
    const operation = NOT_CHECKED.has(path) ? undefined : this.operationFor(exchange.method, path);
    if (!operation) return [];
    const where = `${operation.id} answered ${exchange.status}`;
    const response = operation.responses[String(exchange.status)];
    if (!response) {
      return [
        `${where}: the status is not documented (documented: ${Object.keys(operation.responses).join(', ')}) — ${exchange.method} ${path}: ${exchange.text.slice(0, 200)}`,
      ];
    }
    return [
      ...this.headerProblems(operation, exchange, response).map((problem) => `${where}: ${problem}`),
      ...this.bodyProblems(operation, exchange, response, where),
    ];
  }

  private operationFor(method: string, path: string): Operation | undefined {
    // A literal segment wins over a parameter (/api/messages/conversations over /api/messages/{conversationId}).
    return this.operations
      .filter((operation) => operation.id.startsWith(`${method.toUpperCase()} `) && operation.pattern.test(path))
      .sort((a, b) => b.literalSegments - a.literalSegments)[0];
  }

  private headerProblems(operation: Operation, exchange: Exchange, response: ResponseSpec): string[] {
    const documented = new Map(Object.entries(response.headers ?? {}).map(([name, spec]) => [name.toLowerCase(), spec]));
    const problems: string[] = [];
    exchange.headers.forEach((value, name) => {
      if (PLUMBING.has(name) || PLUMBING_PREFIXES.some((prefix) => name.startsWith(prefix))) return;
      const spec = documented.get(name);
      if (!spec) return problems.push(`header ${name}: ${value} is not documented`);
      const validate = this.compile(this.headerAjv, `${operation.id} ${exchange.status} header ${name}`, {
        type: 'object',
        properties: { value: toJsonSchema(spec.schema) },
      });
      if (!validate({ value })) problems.push(`header ${name}: ${value} ${validate.errors?.map((error) => error.message).join(', ')}`);
    });
    for (const [name, spec] of documented) if (spec.required && !exchange.headers.has(name)) problems.push(`header ${name} is required and missing`);
    return problems;
  }

  private bodyProblems(operation: Operation, exchange: Exchange, response: ResponseSpec, where: string): string[] {
    const contentType = (exchange.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const media = Object.keys(response.content ?? {});
    if (media.length === 0) return exchange.text === '' ? [] : [`${where}: a body where the document has none: ${exchange.text.slice(0, 200)}`];
    const type = media.find((candidate) => candidate === contentType || (candidate.endsWith('/*') && contentType.startsWith(candidate.slice(0, -1))));
    if (!type) return [`${where}: content-type ${contentType || '(none)'} is not one of ${media.join(', ')}`];
    if (type !== 'application/json') return [];
    let body: unknown;
    try {
      body = JSON.parse(exchange.text);
    } catch {
      return [`${where}: the body is not JSON: ${exchange.text.slice(0, 200)}`];
    }
    const validate = this.compile(this.ajv, `${operation.id} ${exchange.status}`, toJsonSchema(response.content![type]!.schema ?? {}));
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${where}: body${error.instancePath || ''} ${error.message}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}${error.params && 'allowedValues' in error.params ? ` ${JSON.stringify(error.params.allowedValues)}` : ''} — ${JSON.stringify(body).slice(0, 300)}`,
    );
  }

  private compile(ajv: Ajv, key: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) this.validators.set(key, (validate = ajv.compile(schema)));
    return validate;
  }
}

// OpenAPI 3.0's dialect of JSON Schema into the one Ajv reads: the boolean exclusiveMinimum/Maximum of draft 4
// become numbers (`nullable` Ajv reads as OpenAPI means it; null must still be in an enum to pass one).
function toJsonSchema(schema: unknown): Schema {
  if (Array.isArray(schema)) return schema.map(toJsonSchema) as unknown as Schema;
  if (!schema || typeof schema !== 'object') return schema as Schema;
  const result = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === 'enum' || key === 'default' ? value : toJsonSchema(value)]),
  ) as Schema;
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (result[flag] === true) {
      result[flag] = result[bound];
      delete result[bound];
    } else if (result[flag] === false) delete result[flag];
  }
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let shared: OpenApiChecker | undefined;

// The document's checker over every route (built once per test file).
export function openApiChecker(): OpenApiChecker {
  return (shared ??= new OpenApiChecker());
}
