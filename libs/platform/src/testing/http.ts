// What a test reads back from a call. Declared (not inferred) so its type doesn't depend on where
// undici's Headers lives (TS2883 in a fresh clone).
export interface ApiResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies loosely; assertions type them
  body: any;
  text: string;
}

// One HTTP call as the spec's client makes it: bearer token, JSON (or FormData) body; the answer
// parsed as JSON when it is JSON.
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
  return { status: response.status, headers: response.headers, body: json, text };
}
