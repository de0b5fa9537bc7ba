import type { FastifyInstance } from 'fastify';

// How often, while draining, keep-alive connections that have gone idle are closed.
const IDLE_SWEEP_MS = 100;

// A graceful stop for an HTTP server (SIGTERM in a rolling deploy or a scale-in). Fastify's own close stops
// listening and closes the connections idle at that moment, then waits for the rest; but a request a client had
// already sent on a kept-alive connection was answered 503 (return503OnClosing), and a connection that was busy
// when the close began stayed open afterwards until the process was killed (graceful-shutdown.int-spec.ts: 30
// of 40 sends refused, exit after the 15 s limit). Here, once draining: what arrives on an open connection is
// answered as usual but with `Connection: close`, so the client takes its next request elsewhere, and idle
// connections are closed as they become idle. Install before the server listens (it adds a hook); the
// returned function drains and closes.
export function installGracefulClose(fastify: FastifyInstance): () => Promise<void> {
  let draining = false;
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  return async () => {
    draining = true;
    const sweep = setInterval(() => fastify.server.closeIdleConnections(), IDLE_SWEEP_MS);
    try {
      await fastify.close();
    } finally {
      clearInterval(sweep);
    }
  };
}
