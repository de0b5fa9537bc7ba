import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { composeUserStats } from './user-stats';

// Loopback services that answer well, slowly, wrongly or not at all.
describe(composeUserStats.name, () => {
  let server: Server;
  let base: string;
  // 'slow' answers only long after any deadline (a timed bound here would fail on a loaded machine): the test asserts
  // the composed answer came while it was still waiting.
  const slowReplies: NodeJS.Timeout[] = [];
  let slowAnswered = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.url === '/ok') return reply(200, { count: 3, connections: 7, seenAuth: request.headers.authorization });
      if (request.url === '/slow') {
        return void slowReplies.push(
          setTimeout(() => {
            slowAnswered = true;
            reply(200, { count: 1 });
          }, 60_000),
        );
      }
      if (request.url === '/broken') return reply(500, { message: 'boom' });
      return reply(200, { count: 'not a number' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    for (const timer of slowReplies) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers within the deadline with null for each counter whose service is slow, failing or wrong', async () => {
    const { stats, degraded } = await composeUserStats(
      [
        { name: 'connections', url: `${base}/ok`, pick: (body) => body.connections },
        { name: 'activeJobs', url: `${base}/slow`, pick: (body) => body.count },
        { name: 'upcomingEvents', url: `${base}/broken`, pick: (body) => body.count },
        { name: 'messages', url: `${base}/odd`, pick: (body) => body.count },
      ],
      { authorization: 'Bearer t' },
      { timeoutMs: 1000, logger: pino({ level: 'silent' }) },
    );

    expect(stats).toEqual({ connections: 7, activeJobs: null, upcomingEvents: null, messages: null });
    expect(degraded).toEqual(['activeJobs', 'upcomingEvents', 'messages']);
    expect(slowAnswered).toBe(false);
  });
});
