import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, COMMON_ERRORS, CommonErrorCode, REALTIME_PATH } from '@stave/contracts';
import { AuthUnavailableError, refuseUpgrade, type Authenticator } from '@stave/platform';

export interface WebSocketProxyOptions {
  // Messaging's instances (http://host:port each): the only service with a socket. A new socket goes to
  // them in turn, and to the next when one refuses the connection.
  upstreams: readonly string[];
  authenticator: Authenticator;
  clientOf: (request: IncomingMessage) => string;
  maxSocketsPerClient: number;
  logger: Logger;
}

// Close frame 1001 "going away", as a server sends it (unmasked): what a client sees when the
// gateway itself shuts down, so it reconnects (with backoff) to another one.
const GOING_AWAY_FRAME = Buffer.from([0x88, 0x02, 0x03, 0xe9]);
// Headers that describe this hop only; the upgrade's own (Connection, Upgrade) are set again.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'x-forwarded-for', 'x-real-ip']);

// GET /ws is passed through to messaging as bytes once both sides agree to upgrade: no second
// websocket stack here, so frames cost a copy, and close codes reach the client unchanged. What the
// edge can refuse it refuses before any upstream is asked: another path (404), no credential or a
// bad bearer token (401), a suspended member's (403), too many sockets from one address (429). A ticket is checked (and spent)
// by messaging, whose 401 reaches the client as the answer to its upgrade.
export function proxyWebSockets(server: Server, options: WebSocketProxyOptions): { close(): void } {
  const upstreams = options.upstreams.map((origin) => new URL(origin));
  let turn = 0;
  const perClient = new Map<string, number>();
  const open = new Set<Duplex>();
  let closing = false;

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    // Stopping: the client reconnects (with backoff) through another gateway.
    if (closing) return refuseUpgrade(socket, 503, { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable });
    handle(request, socket, head).catch((error: Error) => {
      options.logger.error({ err: error }, 'websocket proxy failed');
      refuseUpgrade(socket, 502, { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable });
    });
  });

  async function handle(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (url.pathname !== REALTIME_PATH) return refuseUpgrade(socket, 404, { message: 'Not found', code: CommonErrorCode.NotFound });
    const refusal = await credentialRefusal(request, url);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.body);
    const client = options.clientOf(request);
    const held = perClient.get(client) ?? 0;
    if (held >= options.maxSocketsPerClient) {
      return refuseUpgrade(socket, 429, { message: 'Too many open connections', code: CommonErrorCode.RateLimited });
    }
    if (socket.destroyed) return;
    perClient.set(client, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    };
    socket.once('close', release);
    const first = turn++ % upstreams.length;
    connect(request, socket, head, client, first, first);
  }

  function connect(request: IncomingMessage, socket: Duplex, head: Buffer, client: string, index: number, first: number): void {
    const upstream = upstreams[index]!;
    const upstreamRequest = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method: 'GET',
      path: request.url,
      headers: { ...forwardable(request.headers), connection: 'Upgrade', upgrade: 'websocket', 'x-forwarded-for': client },
    });
    upstreamRequest.on('upgrade', (response: IncomingMessage, upstreamSocket: Duplex, upstreamHead: Buffer) => {
      if (socket.destroyed) return upstreamSocket.destroy();
      socket.write(head101(response));
      if (upstreamHead.length) socket.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      for (const end of [socket, upstreamSocket] as Array<Duplex & { setNoDelay?: (on: boolean) => void; setTimeout?: (ms: number) => void }>) {
        end.setNoDelay?.(true);
        end.setTimeout?.(0);
      }
      upstreamSocket.on('error', () => upstreamSocket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      socket.pipe(upstreamSocket).pipe(socket);
    });
    // Messaging said no (an unknown or spent ticket): its answer is the client's.
    upstreamRequest.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Messaging went away mid-answer: the client hears 502, not silence.
      response.once('close', () => {
        if (!response.complete) refuseUpgrade(socket, 502, { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable });
      });
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        socket.write(
          `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\ncontent-type: ${response.headers['content-type'] ?? 'application/json'}\r\n` +
            `content-length: ${body.length}\r\nconnection: close\r\n\r\n`,
        );
        socket.end(body);
      });
    });
    upstreamRequest.on('error', (error: Error & { code?: string }) => {
      const next = (index + 1) % upstreams.length;
      // That instance is down or gone: the next one, once each.
      if (error.code === 'ECONNREFUSED' && next !== first && !socket.destroyed) return connect(request, socket, head, client, next, first);
      options.logger.warn({ err: error }, 'messaging refused the websocket');
      refuseUpgrade(socket, 502, { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable });
    });
    socket.once('close', () => upstreamRequest.destroy());
    upstreamRequest.end();
  }

  async function credentialRefusal(request: IncomingMessage, url: URL): Promise<{ status: number; body: Record<string, string> } | null> {
    const ticket = url.searchParams.get('ticket');
    if (ticket !== null) return ticket.length > 0 && ticket.length <= 200 ? null : invalid();
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return { status: 401, body: { message: AUTH_MESSAGES.missingToken, code: CommonErrorCode.Unauthenticated } };
    try {
      const result = await options.authenticator.authenticate(header.slice('Bearer '.length).trim());
      if (result.status !== 'authenticated') return invalid();
      // A suspended or banned member's token reaches their standing and appeal only (docs/search.md), never a socket.
      return result.user.restricted ? suspended() : null;
    } catch (error) {
      if (!(error instanceof AuthUnavailableError)) throw error;
      return { status: 503, body: { message: 'Service temporarily unavailable', code: CommonErrorCode.DependencyUnavailable } };
    }
  }

  return {
    // Before the server closes: an upgraded socket would otherwise hold it open.
    close() {
      closing = true;
      for (const socket of open) {
        socket.unpipe();
        socket.end(GOING_AWAY_FRAME);
        setTimeout(() => socket.destroy(), 200).unref();
      }
    },
  };
}

const invalid = () => ({ status: 401, body: { message: AUTH_MESSAGES.invalidToken, code: CommonErrorCode.Unauthenticated } });
const suspended = () => ({ status: 403, body: { message: COMMON_ERRORS[CommonErrorCode.AccountSuspended].message, code: CommonErrorCode.AccountSuspended } });

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

function head101(response: IncomingMessage): string {
  const lines = ['HTTP/1.1 101 Switching Protocols'];
  for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
