import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import net from 'node:net';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { socialService } from '@stave/social/service';
import { ServiceWithMembers, mediaFixture, rawRequest, type Member } from '@stave/platform/testing';

const loopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const BOUNDARY = 'stave-upload-pool';
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// An upload written by hand, so a test can hold it half-sent and hang up when it likes. It asks
// `Expect: 100-continue`, so the gateway's first word (100 Continue, or its final answer) says
// whether the upload got past the edge's checks.
class HeldUpload {
  private received = '';
  private readonly socket: net.Socket;
  // The head of the first thing the gateway sends: 100 Continue, or its final answer.
  readonly firstWord: Promise<string>;
  // The final answer, whole (or what came before the connection closed).
  readonly answer: Promise<string>;

  constructor(port: number, token: string, declaredBytes: number) {
    this.socket = net.connect({ host: '127.0.0.1', port, localAddress: loopback() });
    this.socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => this.socket.on('close', () => resolve()));
    const arrived = (test: (text: string) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => test(this.received) && resolve();
        this.socket.on('data', check);
        void closed.then(resolve);
      });
    this.socket.on('data', (chunk) => (this.received += chunk.toString('latin1')));
    this.firstWord = arrived((text) => text.includes('\r\n\r\n')).then(() => this.received.slice(0, this.received.indexOf('\r\n\r\n')));
    this.answer = arrived((text) => {
      const final = text.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      const headEnd = final.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(final)?.[1];
      return headEnd >= 0 && length !== undefined && final.length - headEnd - 4 >= Number(length);
    }).then(() => this.received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''));
    this.socket.write(
      [
        'POST /api/posts/media HTTP/1.1',
        'host: 127.0.0.1',
        `authorization: Bearer ${token}`,
        `content-type: multipart/form-data; boundary=${BOUNDARY}`,
        `content-length: ${declaredBytes}`,
        'expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
  }

  send(data: Buffer | string): void {
    this.socket.write(data);
  }

  hangUp(): void {
    this.socket.destroy();
  }
}

const formOf = (file: Buffer, name: string, type: string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

// Streamed uploads take connections from a small pool per service (UPSTREAM_UPLOAD_CONNECTIONS). An upload past
// it used to wait in undici's queue with a body meter nobody listened to yet: the client hanging up (or trickling
// under the floor) then raised an 'error' with no listener, and the gateway process (in `npm start`, every
// service with it) exited. Social here is the real one; the pool is 2 so filling it is cheap.
describe('gateway: a full upload pool', () => {
  const POOL = 2;
  let social: ServiceWithMembers;
  let gateway: RunningGateway;
  let port: number;
  let member: Member;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordUncaught);
    social = await ServiceWithMembers.start(socialService);
    member = await social.member();
    gateway = await startGatewayFor(
      { SOCIAL_URL: social.url },
      {
        JWKS_URL: social.jwksUrl,
        RATE_LIMIT_API_MAX: '100000',
        UPSTREAM_UPLOAD_CONNECTIONS: String(POOL),
        // The held uploads pause for as long as the test needs them to.
        BODY_GRACE_MS: '120000',
        BODY_IDLE_TIMEOUT_MS: '120000',
      },
    );
    port = Number(new URL(gateway.url).port);
  });

  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await gateway?.close();
    await social?.stop();
  });

  it('answers 503 with Retry-After past the pool instead of queueing, lives through hang-ups, and gives the places back', async () => {
    const form = formOf(Buffer.alloc(512 * 1024, 1), 'big.bin', 'application/octet-stream');
    const held = Array.from({ length: POOL }, () => new HeldUpload(port, member.token, form.length));
    const continued = await Promise.all(held.map((upload) => upload.firstWord));
    for (const upload of held) upload.send(form.subarray(0, 64 * 1024));

    const extra = new HeldUpload(port, member.token, form.length);
    const refused = await extra.answer;
    // A browser sends no Expect and reads only once its whole body is out: it must see the 503, not a reset.
    const big = formOf(Buffer.alloc(4 * 1024 * 1024, 2), 'big.bin', 'application/octet-stream');
    const fromBrowser = await rawRequest({
      port,
      localAddress: loopback(),
      method: 'POST',
      path: '/api/posts/media',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(big.length) },
      body: Array.from({ length: 16 }, (_, i) => ({ data: big.subarray((i * big.length) / 16, ((i + 1) * big.length) / 16), delayMs: 5 })),
      readAfterBody: true,
      timeoutMs: 30_000,
    }).catch((error: Error) => ({ status: 0, body: error.message }));
    // Before the fix it was told to go on and queued; hanging up then stopped the gateway.
    extra.hangUp();
    // One held upload's client goes away mid-body as well.
    held[0]!.hangUp();
    await settle(500);
    held[1]!.send(form.subarray(64 * 1024));
    const finished = await held[1]!.answer;
    const fresh = formOf(mediaFixture('tone.mp3'), 'tone.mp3', 'audio/mpeg');
    const after = new HeldUpload(port, member.token, fresh.length);
    const afterFirstWord = await after.firstWord;
    after.send(fresh);
    const taken = await after.answer;

    expect(continued).toEqual(Array.from({ length: POOL }, () => 'HTTP/1.1 100 Continue'));
    const [head = '', body = ''] = refused.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    expect(head).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(JSON.parse(body)).toEqual({ message: 'Too many uploads in progress. Please try again shortly.', code: 'DEPENDENCY_UNAVAILABLE' });
    expect([fromBrowser.status, fromBrowser.body]).toEqual([503, body]);
    // The held upload that finished was answered by social (not a file it takes), and a new upload got its place.
    expect(finished.split('\r\n')[0]).toBe('HTTP/1.1 415 Unsupported Media Type');
    expect(afterFirstWord).toBe('HTTP/1.1 100 Continue');
    expect(taken.split('\r\n')[0]).toBe('HTTP/1.1 201 Created');
    expect((await fetch(`${gateway.url}/health/gateway`)).status).toBe(200);
    expect(uncaught).toEqual([]);
  });
});
