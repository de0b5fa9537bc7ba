import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { declaredLength } from './body-guard';

// How long, how quietly and how much of a refused body is read and thrown away before the connection closes.
// The most is a little over the largest upload (a 50 MB video), so an upload refused whole (503, 413 on its
// declared size) still reaches a browser.
export const LINGER_MAX_MS = 30_000;
export const LINGER_IDLE_MS = 5000;
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

const askedForBody = new WeakSet<IncomingMessage>();

// `Expect: 100-continue` is answered once the checks that need no body have passed (Node's automatic answer is
// turned off in start-gateway.ts), so a refused upload is never sent.
export function askForBody(request: FastifyRequest, reply: FastifyReply): void {
  if (!expectsContinue(request.raw)) return;
  reply.raw.writeContinue();
  askedForBody.add(request.raw);
}

// A request answered before its body was read whole: the connection cannot carry another request (the rest of
// the body would be read as one), so it closes once the answer is out.
export function hasUnreadBody(request: FastifyRequest): boolean {
  const raw = request.raw;
  if (raw.complete) return false;
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

// Answers with `Connection: close`, then reads the rest of the body and throws it away before closing ("lingering
// close"). Node would close as soon as the answer is written; with the client's bytes still arriving, the kernel
// then resets the connection, and a client still sending (every browser sends its whole body before it reads the
// answer) meets the reset on its next write and never sees the 413 or 503. Bounded: LINGER_MAX_MS in all,
// LINGER_IDLE_MS without a byte, LINGER_MAX_BYTES. A client that was never asked for its body (it sent `Expect:
// 100-continue` and waits) sends nothing more, and one that declared more than the bound would not be read to
// the end: both are closed at once.
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  const raw = request.raw;
  if (expectsContinue(raw) && !askedForBody.has(raw)) return;
  const length = declaredLength(raw.headers);
  if (typeof length === 'number' && length > LINGER_MAX_BYTES) return;
  linger(raw, reply.raw, request.server.server);
}

function expectsContinue(raw: IncomingMessage): boolean {
  return /^100-continue$/i.test(String(raw.headers.expect ?? ''));
}

function linger(raw: IncomingMessage, response: ServerResponse, server: Server): void {
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  // Node ends a `Connection: close` answer with destroySoon(): the FIN, then the socket destroyed as soon as the
  // answer is written. Here the FIN only (the server's sockets are half-open): the client reads the answer and
  // closes its side once it has sent what it was sending, which closes the socket.
  socket.destroySoon = () => socket.end();
  response.once('finish', () => {
    // What was reading the body (a meter that gave up on it) has stopped; the rest goes nowhere.
    raw.unpipe();
    raw.resume();
    const started = Date.now();
    const startBytes = socket.bytesRead;
    let lastBytes = startBytes;
    let lastByteAt = started;
    const watch = setInterval(() => {
      const now = Date.now();
      if (socket.bytesRead !== lastBytes) [lastBytes, lastByteAt] = [socket.bytesRead, now];
      const over = now - started > LINGER_MAX_MS || now - lastByteAt > LINGER_IDLE_MS || lastBytes - startBytes > LINGER_MAX_BYTES;
      // A stopping gateway does not wait for refused bodies (its server waits for every open connection).
      if (over || !server.listening) socket.destroy();
    }, 250);
    socket.once('close', () => clearInterval(watch));
  });
}
