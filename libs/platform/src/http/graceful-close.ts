import type { FastifyInstance } from 'fastify';

// How often, while draining, keep-alive connections that have gone idle are closed.
const IDLE_SWEEP_MS = 100;

// Sent with every answer once a server is stopping: a balancer in front (the gateway's Upstreams)
// sends its next requests to another instance. One hop only: the gateway never passes it on.
export const DRAINING_HEADER = 'x-stave-draining';

export interface DrainOptions {
  // Keep listening and answering this long first, every answer saying we are stopping, so balancers
  // move away before connections start closing under them (0 in tests that close in-process).
  lingerMs?: number;
}

// A graceful stop for an HTTP server (SIGTERM in a rolling deploy or a scale-in). Fastify's own close stops
// listening and closes the connections idle at that moment, then waits for the rest; but a request a client had
// already sent on a kept-alive connection was answered 503 (return503OnClosing), and a connection that was busy
// when the close began stayed open afterwards until the process was killed (graceful-shutdown.chaos-spec.ts: 30
// of 40 sends refused, exit after the 15 s limit). Here, once draining: what arrives is answered as usual but
// with `Connection: close` and DRAINING_HEADER, for `lingerMs`; then the server stops listening, answers what
// it has, and closes connections as they become idle. Install before the server listens (it adds a hook); the
// returned function drains and closes.
export function installGracefulClose(fastify: FastifyInstance): (options?: DrainOptions) => Promise<void> {
  let draining = false;
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close').header(DRAINING_HEADER, '1');
    return payload;
  });
  return async ({ lingerMs = 0 } = {}) => {
    draining = true;
    if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
    const sweep = setInterval(() => fastify.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await fastify.close();
    } finally {
      clearInterval(sweep);
    }
  };
}
