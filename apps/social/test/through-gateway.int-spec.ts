import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { percentile, rawRequest, type RawAnswer } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// Social behind the real gateway, attacked as an outsider would: bodies over the limit, Expect,
// early answers, hop-by-hop headers, and a slow-body flood while a member reads their feed.
// Each client binds its own 127.x.y.z address, so per-address limits are this run's alone.
const loopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const SIX_MB = 6 * 1024 * 1024;

describe('social through the gateway: the edge', () => {
  let social: SocialUnderTest;
  let gateway: RunningGateway;
  let port: number;
  let author: Member;

  beforeAll(async () => {
    social = await SocialUnderTest.start();
    author = await social.member({ name: 'Edge Author' });
    gateway = await startGatewayFor(
      { SOCIAL_URL: social.url },
      {
        JWKS_URL: social.jwksUrl,
        RATE_LIMIT_API_MAX: '100000',
        // Short enough for a test to see a trickle cut off; the defaults are 5 s and 10 s.
        BODY_GRACE_MS: '1500',
        BODY_IDLE_TIMEOUT_MS: '3000',
      },
    );
    port = Number(new URL(gateway.url).port);
  });

  afterAll(async () => {
    await gateway?.close();
    await social?.stop();
  });

  const post = (options: Partial<Parameters<typeof rawRequest>[0]> & { token?: string | null } = {}) => {
    const { token = author.token, headers, ...rest } = options;
    return rawRequest({
      port,
      localAddress: loopback(),
      method: 'POST',
      path: '/api/posts',
      ...rest,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  };
  const json = (answer: RawAnswer) => JSON.parse(answer.body);

  describe('bodies over the limit', () => {
    it('answers a declared 6 MB JSON body with 413 before reading it, and closes the connection', async () => {
      const answer = await post({
        headers: { 'content-length': String(SIX_MB) },
        body: Array.from({ length: 24 }, () => ({ data: Buffer.alloc(SIX_MB / 24, 'a') })),
      });

      expect(answer.status).toBe(413);
      expect(json(answer)).toEqual({ message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' });
      expect(answer.closed).toBe(true);
    });

    it('stops a chunked body once it passes 1 MiB, with 413', async () => {
      const chunk = Buffer.alloc(256 * 1024, 'a');
      const chunked = Array.from({ length: 24 }, () => ({
        data: Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      }));

      const answer = await post({ headers: { 'transfer-encoding': 'chunked' }, body: [...chunked, { data: '0\r\n\r\n' }] });

      expect(answer.status).toBe(413);
      expect(json(answer).code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('refuses a missing token with 401 before the body, even for 6 MB', async () => {
      const answer = await post({ token: null, headers: { 'content-length': String(SIX_MB) }, body: [{ data: Buffer.alloc(SIX_MB, 'a') }] });

      expect(answer.status).toBe(401);
      expect(json(answer)).toEqual({ message: 'Access token required', code: 'UNAUTHENTICATED' });
    });

    it("passes on a service's early answer to an upload it refuses (415), not a 502", async () => {
      const answer = await rawRequest({
        port,
        localAddress: loopback(),
        method: 'POST',
        path: '/api/posts/media',
        headers: { authorization: `Bearer ${author.token}`, 'content-type': 'text/plain', 'content-length': String(4 * 1024 * 1024) },
        body: Array.from({ length: 16 }, () => ({ data: Buffer.alloc(256 * 1024, 'a') })),
      });

      expect(answer.status).toBe(415);
      expect(json(answer).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  describe('Expect: 100-continue', () => {
    it('answers 100 Continue once the token and size pass, then proxies the body', async () => {
      const body = JSON.stringify({ content: 'Sent the way curl sends a large body' });

      const answer = await post({
        awaitContinue: true,
        headers: { expect: '100-continue', 'content-length': String(Buffer.byteLength(body)) },
        body: [{ data: body }],
      });

      expect(answer.status).toBe(201);
      expect(json(answer)).toMatchObject({ content: 'Sent the way curl sends a large body' });
    });

    it('answers a refused one without asking for the body', async () => {
      const answer = await post({ token: null, awaitContinue: true, headers: { expect: '100-continue', 'content-length': String(SIX_MB) } });

      expect(answer.status).toBe(401);
      expect(answer.closed).toBe(true);
    });
  });

  describe('hop-by-hop headers', () => {
    it("keeps the service's connection headers to itself and honours the client's Connection: close", async () => {
      const answer = await rawRequest({ port, method: 'GET', path: '/api/posts', headers: { authorization: `Bearer ${author.token}`, connection: 'close' } });

      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      // Social's own keep-alive timeout (Fastify's 72 s) must not reach the client.
      expect(answer.headers['keep-alive']).toBeUndefined();
      expect(answer.closed).toBe(true);
    });
  });

  describe('slow bodies (docs/reliability.md#slow-loris)', () => {
    const SOCKETS = 140;
    // The reader has an address of its own too: thousands of reads must not fill 127.0.0.1's bucket
    // in the shared Redis for the suites that follow.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopback() });
    afterAll(() => keepAlive.destroy());

    const readFeed = (reader: Member) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const request = http.get(
          { host: '127.0.0.1', port, path: '/api/posts?limit=10', agent: keepAlive, headers: { authorization: `Bearer ${reader.token}` }, timeout: 15_000 },
          (response) => {
            response.resume();
            response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`feed ${response.statusCode}`))));
          },
        );
        request.on('timeout', () => request.destroy(new Error('feed read took over 15 s')));
        request.on('error', reject);
      });
    const readsFor = async (reader: Member, ms: number) => {
      const times: number[] = [];
      for (const until = Date.now() + ms; Date.now() < until;) times.push(await readFeed(reader));
      return times;
    };
    // Sockets that each declare a 1,000-byte post and send one byte a second.
    const PIECES = 20;
    const trickle = (from: string, token: string | null) =>
      Array.from({ length: SOCKETS }, () =>
        post({
          token,
          localAddress: from,
          headers: { 'content-length': '1000' },
          body: Array.from({ length: PIECES }, () => ({ data: 'x', delayMs: 1000 })),
          timeoutMs: 30_000,
        }).catch((error: Error) => ({ status: 0, ms: 0, piecesSent: PIECES, error: error.message })),
      );

    // What is asserted is behaviour, not this box's speed: a read that queued behind the slow bodies
    // (a connection or worker they hold) would wait until they are cut off, BODY_GRACE_MS at least.
    // The p99s are printed beside it for whoever reads the log; a figure belongs in bench/.
    const GRACE_MS = 1500;
    it.each([
      ['without a token', false],
      ['with a valid token', true],
    ])("keeps another member's feed reads answered, none queued behind 140 sockets trickling bodies %s", async (_label, withToken) => {
      const reader = await social.member({ name: 'Feed Reader' });
      const attacker = await social.member({ name: 'Slow Sender' });
      await readsFor(reader, 500); // warm: the feed is materialised, connections open
      const unloaded = await readsFor(reader, 2000);

      const attack = trickle(loopback(), withToken ? attacker.token : null);
      // The reads measured are those while the sockets hold on, not while 140 connections are being
      // opened: the attackers run in this same process and their burst of setup is CPU the reads share.
      await readsFor(reader, 500);
      const loaded = await readsFor(reader, 4000);
      const answers = await Promise.all(attack);

      console.log(
        `[slow-body ${_label}] feed p99 unloaded ${percentile(unloaded, 99).toFixed(1)} ms, under attack ${percentile(loaded, 99).toFixed(1)} ms (${loaded.length} reads)`,
      );
      expect(Math.max(...loaded)).toBeLessThan(GRACE_MS);
      const statuses = answers.map((answer) => answer.status);
      if (withToken) {
        // At most MAX_BODIES_PER_CLIENT (8) bodies at once per address; those are cut off as too slow.
        expect(statuses.filter((status) => status === 408).length).toBeLessThanOrEqual(8);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(SOCKETS - 8);
        expect(new Set(statuses)).toEqual(new Set([408, 429]));
      } else {
        expect(new Set(statuses)).toEqual(new Set([401]));
      }
      // Every socket was answered before its body was through: none was read to the end first.
      expect(answers.filter((answer) => answer.piecesSent >= PIECES)).toEqual([]);
    });

    it('cuts off one trickling body with 408 after the grace period', async () => {
      const answer = await post({ headers: { 'content-length': '1000' }, body: Array.from({ length: 10 }, () => ({ data: 'x', delayMs: 1000 })) });

      expect(answer.status).toBe(408);
      expect(json(answer)).toEqual({ message: 'The request body arrived too slowly', code: 'REQUEST_TIMEOUT' });
      // Cut off, not waited out: the answer came while the client still had bytes to send.
      expect(answer.piecesSent).toBeLessThan(10);
    });
  });
});
