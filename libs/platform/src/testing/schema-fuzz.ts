import { z } from 'zod';
import type { RouteContract } from '@stave/contracts';
import { UndocumentedAnswerError, callApi, type ApiResponse } from './http';

// docs/reliability.md#schema-fuzz: valid requests are generated from a route's zod contract, then mutated (a field
// dropped, the wrong type, a 1e6-character string, NUL and RTL characters, NaN/1e308/-1, extra keys,
// 10k-element arrays, a mangled path or query). Every answer must be a documented or a client-error
// answer, never 5xx (every status, code and field as the OpenAPI document has it), no SQL or stack text, in under 2 s. A failure names the
// seed and the case, so `FUZZ_SEED=<seed>` replays the run.
//
// "Under 2 s" is about the input (a regex that backtracks, a loop over a 1e6-character string), so a
// slow case is timed twice more and fails only if every try was slow: a cost the input causes comes
// back each time, a stall of a shared CI machine (GC, the JVMs beside it) does not. CI once saw one
// 1 MB post answered 400 in 2.2 s that takes 10–40 ms on every other run.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  nullable?: boolean;
};

export interface FuzzCase {
  mutation: string;
  path: string;
  body?: unknown;
}

export interface FuzzFailure extends FuzzCase {
  method: string;
  route: string;
  problem: string;
  status: number;
  elapsedMs: number;
  text: string;
}

// mulberry32: small, seedable, good enough to pick cases.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Converted once per schema, not per case.
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) jsonSchemas.set(schema, (json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema));
  return json;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const branch = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
  return branch ? typeOf(branch) : undefined;
};
const branchOf = (schema: JsonSchema): JsonSchema => (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null') ?? schema;

// A value the schema accepts (the common shapes of our contracts; a field it cannot satisfy is
// still a fine fuzz input: the oracle only asks for a client error then).
export function validValue(schema: JsonSchema, pick: () => number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[Math.floor(pick() * schema.enum.length)];
  const type = typeOf(schema);
  const own = branchOf(schema);
  switch (type) {
    case 'string': {
      if (own.format === 'email') return `fuzz${Math.floor(pick() * 1e6)}@example.com`;
      if (own.format === 'uri') return 'https://example.com/fuzz';
      if (own.format === 'date') return '2020-01-15';
      if (own.format === 'date-time') return '2020-01-15T10:00:00.000Z';
      // A whole number in a query or path (ids.ts decimalInt): small, so it sits inside most ranges.
      if (own.pattern === '^[0-9]+$') return String(1 + Math.floor(pick() * 9));
      const length = Math.min(Math.max(own.minLength ?? 1, 8), own.maxLength ?? 8);
      return 'fuzz text #tag'.padEnd(length, 'x').slice(0, Math.max(length, own.minLength ?? 0));
    }
    case 'integer':
    case 'number': {
      const low = typeof own.exclusiveMinimum === 'number' ? own.exclusiveMinimum + 1 : (own.minimum ?? 1);
      return Math.min(Math.max(low, 1), own.maximum ?? 10);
    }
    case 'boolean':
      return pick() < 0.5;
    case 'array':
      return Array.from({ length: own.minItems ?? 1 }, () => validValue(own.items ?? {}, pick));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(own.properties ?? {})) {
        if (own.required?.includes(key) || pick() < 0.5) out[key] = validValue(field, pick);
      }
      return out;
    }
    default:
      return 'fuzz';
  }
}

const HOSTILE_STRINGS = ['a\u0000b', '\u202Eevil\u202C', "' OR 1=1 --", '<img src=x onerror=alert(1)>', '%00', '\uD800', ' ', ''];
const HOSTILE_NUMBERS: unknown[] = [-1, 0, 1e308, -1e308, 1.5, 'NaN', 'Infinity', 2 ** 53 + 1, '12abc'];
const WRONG_TYPES: unknown[] = [null, true, 12345, 'text', [], {}, [1, 2], { nested: { deep: 1 } }];

function pickOf<T>(items: readonly T[], pick: () => number): T {
  return items[Math.floor(pick() * items.length)]!;
}

// One mutated request for the route; `fillPath` turns :params into real ids.
// `realBody` sets the fields that must name real things (a member to connect with).
export function fuzzCase(route: RouteContract, fillPath: (name: string) => string, pick: () => number, realBody: Record<string, unknown> = {}): FuzzCase {
  const params = Object.keys(route.params?.shape ?? {});
  const realPath = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(fillPath(name)));
  const bodySchema = route.body ? jsonSchemaOf(route.body) : undefined;
  const body = bodySchema ? { ...(validValue(bodySchema, pick) as Record<string, unknown>), ...realBody } : undefined;
  const query = route.query ? (validValue(jsonSchemaOf(route.query), pick) as Record<string, unknown>) : undefined;
  const withQuery = (path: string, values?: Record<string, unknown>) => {
    if (!values || Object.keys(values).length === 0) return path;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    return `${path}?${search}`;
  };
  const fields = Object.keys(bodySchema?.properties ?? {});
  const choices: Array<() => FuzzCase> = [() => ({ mutation: 'valid', path: withQuery(realPath, query), body })];
  if (params.length) {
    choices.push(() => {
      const name = pickOf(params, pick);
      const bad = String(pickOf(['-1', '0', '1e308', 'abc', '%00', '1.5', '99999999999', ' 1', '0x10', ''], pick));
      const path = route.path.replace(/:(\w+)/g, (_match, param: string) => (param === name ? encodeURIComponent(bad) : encodeURIComponent(fillPath(param))));
      return { mutation: `path :${name}=${JSON.stringify(bad)}`, path, body };
    });
  }
  if (route.query) {
    choices.push(() => {
      const key = pickOf([...Object.keys(route.query!.shape), 'unexpected'], pick);
      const value = pickOf([...HOSTILE_NUMBERS, ...HOSTILE_STRINGS, 'x'.repeat(10_000)], pick);
      return { mutation: `query ${key}=${String(value).slice(0, 20)}`, path: withQuery(realPath, { ...query, [key]: value }), body };
    });
  }
  if (body) {
    choices.push(() => ({
      mutation: 'body not an object',
      path: realPath,
      body: pickOf([null, [], 'text', 42, true, Array.from({ length: 10_000 }, () => 1)], pick),
    }));
    choices.push(() => ({
      mutation: 'extra keys',
      path: realPath,
      body: { ...body, id: 1, userId: 1, isAdmin: true, likes: 1e6, constructor: { prototype: { polluted: true } } },
    }));
    choices.push(() => ({
      mutation: 'malformed JSON',
      path: realPath,
      body: pickOf(['{"content": NaN}', '{"content":', '{"a":1}}', '\u0000', '{"content":"x" "type":"update"}'], pick),
    }));
    if (fields.length) {
      choices.push(() => {
        const field = pickOf(fields, pick);
        const copy = { ...body };
        delete copy[field];
        return { mutation: `drop ${field}`, path: realPath, body: copy };
      });
      choices.push(() => {
        const field = pickOf(fields, pick);
        const value = pickOf(
          [...WRONG_TYPES, ...HOSTILE_NUMBERS, ...HOSTILE_STRINGS, 'x'.repeat(1_000_000), Array.from({ length: 10_000 }, (_, i) => i)],
          pick,
        );
        return {
          mutation: `${field}=${typeof value === 'string' ? JSON.stringify(value.slice(0, 20)) : Array.isArray(value) ? `[${value.length}]` : JSON.stringify(value)}`,
          path: realPath,
          body: { ...body, [field]: value },
        };
      });
    }
  }
  return pickOf(choices, pick)();
}

const SLOW_MS = 2000;
const SLOW_RETRIES = 2;

const LEAKS = /\bSELECT\b|\bINSERT INTO\b|QueryFailedError|\bat [\w$.<>]+ \(|node_modules|TypeError|ReferenceError/;

export interface FuzzReport {
  failures: string[];
  first: FuzzFailure[];
  // Routes no case got a 2xx from ("POST /api/posts/media").
  neverSucceeded: string[];
}

export async function fuzzRoutes(options: {
  baseUrl: string;
  routes: RouteContract[];
  token: string;
  // Sent with every request (a client address of the run's own, so rate limits don't leak between suites).
  headers?: Record<string, string>;
  fillPath: (route: RouteContract, name: string) => string;
  realBody?: (route: RouteContract) => Record<string, unknown> | undefined | Promise<Record<string, unknown> | undefined>;
  runs: number;
  seed: number;
  // What counts as slow (2 s; the harness's own test uses less).
  slowMs?: number;
}): Promise<FuzzReport> {
  const slowMs = options.slowMs ?? SLOW_MS;
  const failures: FuzzFailure[] = [];
  // 2xx answers per route ("GET /api/posts"): a run where a route never succeeds fuzzed nothing but its refusals.
  const successes = new Map<string, number>(options.routes.map((route) => [`${route.method} ${route.path}`, 0]));
  const pick = seededRandom(options.seed);
  for (const route of options.routes) {
    const name = `${route.method} ${route.path}`;
    for (let run = 0; run < options.runs; run++) {
      const fuzz = fuzzCase(route, (name) => options.fillPath(route, name), pick, await options.realBody?.(route));
      const send = async () => {
        const started = performance.now();
        let response: ApiResponse;
        let undocumented: string | undefined;
        try {
          response = await callApi(`${options.baseUrl}${fuzz.path}`, route.method, { token: options.token, body: fuzz.body, headers: options.headers });
        } catch (error) {
          if (!(error instanceof UndocumentedAnswerError)) throw error;
          ({ response } = error);
          undocumented = `not as the OpenAPI document has it: ${error.problems[0]}`;
        }
        return { response, undocumented, elapsedMs: Math.round(performance.now() - started) };
      };
      let { response, undocumented, elapsedMs } = await send();
      for (let retry = 0; retry < SLOW_RETRIES && elapsedMs > slowMs && response.status < 500; retry++) {
        ({ response, undocumented, elapsedMs } = await send());
      }
      if (response.status < 300) successes.set(name, successes.get(name)! + 1);
      const problem =
        response.status >= 500
          ? 'server error'
          : (undocumented ?? (LEAKS.test(response.text) ? 'SQL or stack text in the answer' : elapsedMs > slowMs ? `slower than ${slowMs / 1000} s` : null));
      if (problem)
        failures.push({
          ...fuzz,
          body: summarise(fuzz.body),
          method: route.method,
          route: route.path,
          problem,
          status: response.status,
          elapsedMs,
          text: response.text.slice(0, 300),
        });
    }
  }
  // One line per distinct failure, then the first full case of the first few, so a red run reads at a glance.
  const distinct = [...new Map(failures.map((f) => [`${f.method} ${f.route} ${f.mutation} → ${f.status} ${f.problem}`, f])).entries()];
  return {
    failures: distinct.map(([line]) => line),
    first: distinct.slice(0, 5).map(([, failure]) => failure),
    neverSucceeded: [...successes]
      .filter(([, count]) => count === 0)
      .map(([route]) => route)
      .sort(),
  };
}

function summarise(body: unknown): unknown {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text && text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : body;
}
