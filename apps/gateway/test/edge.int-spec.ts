import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { Agent, fetch as undiciFetch } from 'undici';
import { closeRedisClient, createRedisClient, waitForRedisReady } from '@stave/platform';
import { rawRequest, requireEnv } from '@stave/platform/testing';
import { startGatewayFor, type RunningGateway } from '../src/testing';

// The gateway's edge against the real Redis of the test infrastructure, with every upstream absent
// (a closed port). Clients connect from their own random 127.x.y.z address (all of 127/8 is
// loopback on Linux), so the rate-limit keys (rl:<rule>:<address>) are this run's alone in a Redis
// shared with other runs; the test deletes exactly those keys, before and after.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  json(): Record<string, unknown>;
}

const loopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const documentationAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('gateway edge (real Redis, upstreams absent)', () => {
  const AUTH_MAX = 3;
  const client = loopback(); // an untrusted peer
  const proxy = loopback(); // the one trusted proxy
  const forwarded = [documentationAddress(), documentationAddress()];
  const spoofed = documentationAddress();
  const keys = [client, proxy, spoofed, ...forwarded].flatMap((address) => [`rl:auth:${address}`, `rl:api:${address}`]);
  let redis: Redis;
  let gateway: RunningGateway;
  let port: number;

  const call = (method: string, path: string, options: { from?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const started = Date.now();
      const request = http.request(
        { host: '127.0.0.1', port, method, path, localAddress: options.from ?? client, headers: options.headers, agent: false, timeout: 10_000 },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text, ms: Date.now() - started, json: () => JSON.parse(text) }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
      request.on('error', reject);
      request.end(options.body);
    });
  const login = (from: string, headers: Record<string, string> = {}) =>
    call('POST', '/api/login', {
      from,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'someone@example.test', password: 'not the password' }),
    });

  beforeAll(async () => {
    redis = createRedisClient(requireEnv('REDIS_URL'), 'gateway-edge-spec');
    await waitForRedisReady(redis);
    await redis.del(...keys);
    // Every service absent: what is tested here is answered before any of them would be asked.
    gateway = await startGatewayFor({}, { EDGE_TRUSTED_PROXIES: proxy, APP_ORIGINS: 'https://app.stave.test', RATE_LIMIT_AUTH_MAX: String(AUTH_MAX) });
    port = Number(new URL(gateway.url).port);
  });

  afterAll(async () => {
    await gateway?.close();
    await redis?.del(...keys);
    if (redis) await closeRedisClient(redis);
  });

  it('answers a proxied call to an absent service with a JSON error at once, not a hang', async () => {
    const answer = await call('GET', '/api/users/1');

    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ message: 'Service temporarily unavailable', code: 'DEPENDENCY_UNAVAILABLE' });
    expect(answer.ms).toBeLessThan(5000);
  });

  it('limits auth POSTs per client in Redis: 429 with Retry-After and RATE_LIMITED, and a spoofed X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < AUTH_MAX; i++) expect((await login(client)).status).toBe(502); // allowed, upstream absent

    const limited = await login(client);
    const spoofing = await login(client, { 'x-forwarded-for': spoofed });
    const spoofingChain = await login(client, { 'x-forwarded-for': `${spoofed}, ${proxy}` });

    expect(limited.status).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect([spoofing.status, spoofingChain.status]).toEqual([429, 429]);
    // The counter lives in the real Redis, under the peer's address only.
    expect(Number(await redis.get(`rl:auth:${client}`))).toBe(AUTH_MAX + 3);
    expect(await redis.pttl(`rl:auth:${client}`)).toBeGreaterThan(0);
    expect(await redis.exists(`rl:auth:${spoofed}`)).toBe(0);
  });

  it('believes X-Forwarded-For only from a trusted proxy, keyed on the right-most untrusted hop', async () => {
    const [first, second] = forwarded as [string, string];
    for (let i = 0; i < AUTH_MAX; i++) expect((await login(proxy, { 'x-forwarded-for': `${spoofed}, ${first}` })).status).toBe(502);

    expect((await login(proxy, { 'x-forwarded-for': first })).status).toBe(429);
    expect((await login(proxy, { 'x-forwarded-for': second })).status).toBe(502);
    expect(await redis.exists(`rl:auth:${proxy}`, `rl:auth:${spoofed}`)).toBe(0);
  });

  it("believes no X-Forwarded-For from the services' TRUSTED_PROXIES (npm start gives every app one environment)", async () => {
    const local = loopback();
    const spoofs = Array.from({ length: AUTH_MAX + 2 }, documentationAddress);
    keys.push(`rl:auth:${local}`, `rl:api:${local}`, ...spoofs.map((address) => `rl:auth:${address}`));
    const embedded = await startGatewayFor({}, { TRUSTED_PROXIES: local, RATE_LIMIT_AUTH_MAX: String(AUTH_MAX) });
    const embeddedPort = Number(new URL(embedded.url).port);

    const body = JSON.stringify({ email: 'someone@example.test', password: 'not the password' });
    const statuses: number[] = [];
    try {
      for (const spoof of spoofs) {
        const answer = await rawRequest({
          port: embeddedPort,
          localAddress: local,
          method: 'POST',
          path: '/api/login',
          headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'x-forwarded-for': spoof },
          body: [{ data: body }],
        });
        statuses.push(answer.status);
      }
    } finally {
      await embedded.close();
    }

    // Each login a new address of its choosing used to be a fresh bucket; the peer's own bucket fills instead.
    expect(statuses).toEqual([...Array.from({ length: AUTH_MAX }, () => 502), 429, 429]);
    expect(await redis.exists(...spoofs.map((address) => `rl:auth:${address}`))).toBe(0);
  });

  it('sends the security headers on every kind of answer', async () => {
    const answers = {
      docs: await call('GET', '/api/docs'),
      notFound: await call('GET', '/api/no-such-thing'),
      upstreamDown: await call('GET', '/api/users/1'),
      limited: await login(client),
    };
    expect(answers.docs.status).toBe(200);
    expect(answers.limited.status).toBe(429);

    for (const [name, answer] of Object.entries(answers)) {
      const headers = answer.headers;
      const csp = Object.fromEntries(
        String(headers['content-security-policy'])
          .split(';')
          .map((directive) => {
            const [key = '', ...values] = directive.trim().split(/\s+/);
            return [key, values];
          }),
      );
      expect({ name, scriptSrc: csp['script-src'] }).toEqual({ name, scriptSrc: ["'self'"] }); // no 'unsafe-inline', no 'unsafe-eval'
      expect({ name, defaultSrc: csp['default-src'], objectSrc: csp['object-src'], baseUri: csp['base-uri'], frameAncestors: csp['frame-ancestors'] }).toEqual({
        name,
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      });
      expect({
        name,
        nosniff: headers['x-content-type-options'],
        referrer: headers['referrer-policy'],
        frame: headers['x-frame-options'],
        coop: headers['cross-origin-opener-policy'],
        poweredBy: headers['x-powered-by'],
        hsts: headers['strict-transport-security'],
        cache: headers['cache-control'],
        requestId: typeof headers['x-request-id'],
      }).toEqual({
        name,
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        frame: 'DENY',
        coop: 'same-origin',
        poweredBy: undefined,
        hsts: undefined, // HSTS only when HSTS=true (behind TLS)
        cache: 'no-store',
        requestId: 'string',
      });
    }
  });

  it('echoes CORS only to an allowed origin: never to another origin or to Origin: null', async () => {
    const evil = await call('GET', '/api/docs', { headers: { origin: 'https://evil.example' } });
    const nullOrigin = await call('GET', '/api/docs', { headers: { origin: 'null' } });
    const evilPreflight = await call('OPTIONS', '/api/login', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    const nullPreflight = await call('OPTIONS', '/api/login', { headers: { origin: 'null', 'access-control-request-method': 'POST' } });
    const allowed = await call('GET', '/api/docs', { headers: { origin: 'https://app.stave.test' } });
    const allowedPreflight = await call('OPTIONS', '/api/login', { headers: { origin: 'https://app.stave.test', 'access-control-request-method': 'POST' } });

    for (const answer of [evil, nullOrigin, evilPreflight, nullPreflight]) {
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers['access-control-allow-methods']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/origin/i);
    }
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.stave.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowedPreflight.status).toBe(204);
    expect(allowedPreflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('is ready itself (/health/gateway) while /health says the services behind it are not', async () => {
    const [all, own] = [await fetch(`${gateway.url}/health`), await fetch(`${gateway.url}/health/gateway`)];
    expect(all.status).toBe(503);
    expect([own.status, await own.json()]).toEqual([200, { status: 'ok', service: 'gateway' }]);
  });

  it('refuses TRACE with 405', async () => {
    for (const path of ['/', '/api/docs', '/api/login']) {
      const answer = await call('TRACE', path);
      expect({ path, status: answer.status, body: answer.json() }).toEqual({
        path,
        status: 405,
        body: { message: expect.any(String), code: 'METHOD_NOT_ALLOWED' },
      });
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const path of ['/api/no-such-thing', '/api/no/such/thing?x=1']) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
    const post = await call('POST', '/api/no-such-thing', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  describe('a body refused before it is read', () => {
    const MB = 1024 * 1024;
    const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const pieces = (bytes: number, wrap: (piece: Buffer) => Buffer = (piece) => piece) =>
      Array.from({ length: Math.ceil(bytes / (256 * 1024)) }, () => ({ data: wrap(Buffer.alloc(256 * 1024, ' ')), delayMs: 5 }));
    const chunk = (piece: Buffer) => Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);

    // Browsers send the whole body before they read the answer. The gateway used to answer on the declared length
    // and close without reading: the next write met a reset and the 413 was never seen.
    it.each([
      ['a declared 2 MB', { 'content-length': String(2 * MB) }, pieces(2 * MB)],
      ['a declared 6 MB', { 'content-length': String(6 * MB) }, pieces(6 * MB)],
      ['a chunked 5 MB (stopped past 1 MiB)', { 'transfer-encoding': 'chunked' }, [...pieces(5 * MB, chunk), { data: '0\r\n\r\n' }]],
    ])('answers %s JSON body with 413 to a client that sends it all before reading, then closes', async (_label, headers, body) => {
      const from = loopback();
      keys.push(`rl:auth:${from}`, `rl:api:${from}`);

      const answer = await rawRequest({
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/advertising/inquiries',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        readAfterBody: true,
        timeoutMs: 30_000,
      });

      expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' }]);
      expect(answer.headers.connection).toBe('close');
      expect(answer.closed).toBe(true);
    });

    it.each([2, 5, 6])('gets the 413 JSON of a %i MB body to fetch, four times out of four', async (megabytes) => {
      const from = loopback();
      keys.push(`rl:auth:${from}`, `rl:api:${from}`);
      const dispatcher = new Agent({ connect: { localAddress: from } });

      const answers = [];
      for (let i = 0; i < 4; i++) {
        const answer = await undiciFetch(`${gateway.url}/api/advertising/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'x'.repeat(megabytes * MB) }),
          dispatcher,
        }).then(
          async (response) => ({ status: response.status, body: await response.json() }),
          (error: Error) => ({ status: 0, body: String((error.cause as Error | undefined)?.message ?? error.message) }),
        );
        answers.push(answer);
      }
      await dispatcher.close();

      expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 413, body: { message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' } })));
    });

    // A client that sends part of what it declared, reads the 413, pauses, then writes again: a write to a
    // connection the gateway has closed meets a reset, one it still reads from goes through.
    const writeAfterPause = (declared: number, pauseMs: number) =>
      new Promise<{ answer: string; refusedLaterWrites: boolean }>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port, localAddress: loopback(), allowHalfOpen: true });
        let answer = '';
        let failed = false;
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
        socket.on('error', () => (failed = true));
        socket.once('data', async () => {
          await settle(pauseMs);
          for (let i = 0; i < 3 && !failed; i++) {
            socket.write(Buffer.alloc(64 * 1024, ' '));
            await settle(200);
          }
          socket.destroy();
          resolve({ answer, refusedLaterWrites: failed });
        });
        socket.write(`POST /api/advertising/inquiries HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${declared}\r\n\r\n`);
        socket.write(Buffer.alloc(MB, ' '));
      });

    it('reads on after the answer while the body comes, but not once the client has gone quiet for 5 s, nor past 64 MiB declared', async () => {
      const [coming, quiet, huge] = await Promise.all([writeAfterPause(5 * MB, 1000), writeAfterPause(5 * MB, 7000), writeAfterPause(100 * MB, 500)]);

      for (const { answer } of [coming, quiet, huge]) expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect([coming.refusedLaterWrites, quiet.refusedLaterWrites, huge.refusedLaterWrites]).toEqual([false, true, true]);
    });

    it('still closes at once when the client was never asked for the body (Expect: 100-continue)', async () => {
      const answer = await rawRequest({
        port,
        localAddress: client,
        method: 'POST',
        path: '/api/advertising/inquiries',
        headers: { 'content-type': 'application/json', 'content-length': String(5 * MB), expect: '100-continue' },
        awaitContinue: true,
      });

      expect(answer.status).toBe(413);
      expect(answer.closed).toBe(true);
    });
  });

  describe('with the web app built', () => {
    let withWeb: RunningGateway;
    let webDir: string;

    beforeAll(async () => {
      webDir = await mkdtemp(join(tmpdir(), 'stave-web-'));
      await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Stave</title>');
      withWeb = await startGatewayFor({}, { WEB_DIST_DIR: webDir, RATE_LIMIT_API_MAX: '100000' });
    });

    afterAll(async () => {
      await withWeb?.close();
      await rm(webDir, { recursive: true, force: true });
    });

    const readable = (text: string): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        return text.slice(0, 60);
      }
    };
    const paths = ['/api', '/api/', '/api/nope', '/api/USER', '/api/users%2F1', '/api/no/such/thing?x=1', '/%61pi/nope'];
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

    it.each(paths)('answers %s with the JSON 404 for every method, never the app page', async (path) => {
      const answers = [];
      for (const method of methods) {
        const response = await fetch(`${withWeb.url}${path}`, { method, ...(['GET', 'HEAD'].includes(method) ? {} : { body: '{}' }) });
        const text = await response.text();
        answers.push({ method, status: response.status, type: response.headers.get('content-type'), body: method === 'HEAD' ? null : readable(text) });
      }

      expect(answers).toEqual(
        methods.map((method) => ({
          method,
          status: 404,
          type: expect.stringMatching(/^application\/json/),
          body: method === 'HEAD' ? null : { message: 'Not found', code: 'NOT_FOUND' },
        })),
      );
    });

    it("still serves the app's page for its own paths", async () => {
      const page = await fetch(`${withWeb.url}/messages/12`);

      expect([page.status, await page.text()]).toEqual([200, '<!doctype html><title>Stave</title>']);
    });
  });
});
