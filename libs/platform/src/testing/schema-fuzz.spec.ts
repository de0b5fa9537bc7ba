import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import type { RouteContract } from '@stave/contracts';
import { fuzzRoutes } from './schema-fuzz';

// The harness itself: a slow answer fails the run only when it is slow every time it is tried.
const ROUTE: RouteContract = {
  method: 'POST',
  path: '/api/things',
  owner: 'social',
  summary: 'A thing',
  auth: 'required',
  body: z.object({ name: z.string().max(10) }),
  responses: { 201: null },
};

describe('fuzzRoutes: slow answers', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(delayOf: (request: number) => number): Promise<string> {
    let requests = 0;
    server = createServer((request, response) => {
      const delay = delayOf(requests++);
      request.resume();
      request.on('end', () =>
        setTimeout(() => {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: 'Bad thing', code: 'VALIDATION' }));
        }, delay),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const fuzz = (baseUrl: string) => fuzzRoutes({ baseUrl, routes: [ROUTE], token: 't', fillPath: () => '1', runs: 3, seed: 7, slowMs: 150 });

  it('passes a stall that does not come back when the case is tried again', async () => {
    const report = await fuzz(await serve((request) => (request === 1 ? 300 : 0)));
    expect(report.failures).toEqual([]);
  });

  it('fails a case that is slow every time (what an input-driven cost looks like)', async () => {
    const report = await fuzz(await serve((request) => (request === 1 || request === 2 || request === 3 ? 300 : 0)));
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/slower than 0.15 s$/);
  });
});
