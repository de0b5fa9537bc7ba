import type { IncomingHttpHeaders } from 'node:http';
import { DRAINING_HEADER } from '@stave/platform';

// RFC 9110 §7.6.1: these describe one connection, not the message, and never cross a proxy; nor
// do the headers a Connection header names. `expect` is answered here (100-continue) and undici
// refuses to send it; `host` is the upstream's; `content-length` is set again from the body sent.
const REQUEST_DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
  'content-length',
]);
// DRAINING_HEADER is a service telling this gateway it is stopping, not news for the client.
const RESPONSE_DROPPED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', DRAINING_HEADER]);

function namedByConnection(value: string | string[] | undefined): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    text
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, added: Record<string, string>): Record<string, string | string[]> {
  const named = namedByConnection(incoming.connection);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || REQUEST_DROPPED.has(name) || named.has(name)) continue;
    headers[name] = value;
  }
  return { ...headers, ...added };
}

export function downstreamResponseHeaders(upstream: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const named = namedByConnection(upstream.connection);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(upstream)) {
    const lower = name.toLowerCase();
    if (value === undefined || RESPONSE_DROPPED.has(lower) || named.has(lower)) continue;
    headers[lower] = value;
  }
  return headers;
}
