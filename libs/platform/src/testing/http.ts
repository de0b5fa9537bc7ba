import { openApiChecker } from './openapi-check';

// What a test reads back from a call. Declared (not inferred) so its type doesn't depend on where
// undici's Headers lives (TS2883 in a fresh clone).
export interface ApiResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies loosely; assertions type them
  body: any;
  text: string;
}

// An answer the OpenAPI document does not describe (an undocumented status, code, header or field): the test that
// read it fails, whatever it asserts (openapi-check.ts).
export class UndocumentedAnswerError extends Error {
  constructor(
    readonly problems: string[],
    readonly response: ApiResponse,
  ) {
    super(`The OpenAPI document (/api/docs) does not describe this answer:\n  ${problems.join('\n  ')}`);
    this.name = 'UndocumentedAnswerError';
  }
}

// One HTTP call as the spec's client makes it: bearer token, JSON (or FormData) body; the answer
// parsed as JSON when it is JSON, and held to the OpenAPI document.
export async function callApi(
  url: string,
  method: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json: ApiResponse['body'] = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an image, a proxy error page): callers read `text`.
  }
  const answer = { status: response.status, headers: response.headers, body: json, text };
  const problems = openApiChecker().problems({ method, url, status: answer.status, headers: answer.headers, text });
  if (problems.length > 0) throw new UndocumentedAnswerError(problems, answer);
  return answer;
}
