import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import multipart from '@fastify/multipart';
import fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { receiveFile } from './multipart';
import { installUploadSettings } from './upload-settings';

const BOUNDARY = 'spec-boundary';
const HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;

// receiveFile on a real Fastify with @fastify/multipart, the client a raw socket that hangs up where a test says.
describe(receiveFile.name, () => {
  let app: FastifyInstance;
  let tmp: string;
  let port: number;
  // What each request's handler does, set by the test; its outcome is reported back.
  let handle: (request: FastifyRequest) => Promise<unknown>;

  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'stave-multipart-spec-'));
    app = fastify();
    await app.register(multipart);
    installUploadSettings(app, { tmpDir: tmp, tmpMaxBytes: 64 * 1024, minBytesPerSecond: 1024, graceMs: 60_000, idleTimeoutMs: 60_000 });
    app.post('/upload', async (request) => handle(request));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await rm(tmp, { recursive: true, force: true });
  });

  afterEach(async () => {
    expect(await readdir(tmp)).toEqual([]);
  });

  // Sends the head of a 100 kB upload and `sent` bytes of its file, then hangs up once the server has the request.
  function sendAndHangUp(sent: number, hangUp: Promise<unknown>): void {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        [
          'POST /upload HTTP/1.1',
          'host: 127.0.0.1',
          `content-type: multipart/form-data; boundary=${BOUNDARY}`,
          `content-length: ${HEAD.length + 100_000}`,
          '',
          HEAD,
        ].join('\r\n') + 'x'.repeat(sent),
      );
    });
    socket.on('error', () => undefined);
    void hangUp.then(() => socket.destroy());
  }

  // A handler's outcome, and a promise that resolves once the request has reached it.
  function outcome() {
    let arrived!: (request: FastifyRequest) => void;
    const reached = new Promise<FastifyRequest>((resolve) => (arrived = resolve));
    let settle!: (value: { ok: boolean; value: unknown }) => void;
    const settled = new Promise<{ ok: boolean; value: unknown }>((resolve) => (settle = resolve));
    return { reached, settled, arrived, settle };
  }

  it('settles as "client gone" when the client hung up before the form was read, instead of waiting for ever', async () => {
    const run = outcome();
    let release!: () => void;
    const checkedFirst = new Promise<void>((resolve) => (release = resolve));
    handle = async (request) => {
      run.arrived(request);
      // The service checks something first (a listing's photo count); the client hangs up meanwhile.
      await checkedFirst;
      return receiveFile(request, 'file', { maxBytes: 1_000_000 }, async (file) => file.size).then(
        (value) => run.settle({ ok: true, value }),
        (error: unknown) => run.settle({ ok: false, value: error }),
      );
    };

    sendAndHangUp(10, run.reached);
    const request = await run.reached;
    await new Promise((resolve) => (request.raw.socket.destroyed ? resolve(null) : request.raw.socket.once('close', resolve)));
    release();
    const result = await run.settled;

    expect(result.ok).toBe(false);
    expect(result.value).toMatchObject({ code: 'ECONNRESET' });
  });

  it('removes what arrived of a file whose client hung up halfway', async () => {
    const run = outcome();
    handle = async (request) => {
      run.arrived(request);
      return receiveFile(request, 'file', { maxBytes: 1_000_000 }, async (file) => file.size).then(
        (value) => run.settle({ ok: true, value }),
        (error: unknown) => run.settle({ ok: false, value: error }),
      );
    };

    // 40 kB of the file reach the temporary file before the client goes.
    sendAndHangUp(
      40_000,
      run.reached.then(() => new Promise((resolve) => setTimeout(resolve, 200))),
    );
    const result = await run.settled;

    expect(result.ok).toBe(false);
  });

  it('keeps the files in flight under tmpMaxBytes: an upload that would pass it is refused with 503, the bytes given back after', async () => {
    const outcomes: Array<{ ok: boolean; value: unknown }> = [];
    const receive = (request: FastifyRequest) =>
      receiveFile(request, 'file', { maxBytes: 1_000_000 }, async (file) => file.size).then(
        (value) => void outcomes.push({ ok: true, value }),
        (error: unknown) => void outcomes.push({ ok: false, value: error }),
      );
    const held = outcome();
    handle = async (request) => {
      held.arrived(request);
      return receive(request);
    };
    const post = (bytes: number) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(bytes, 1)]), 'a.bin');
      return fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body: form });
    };
    let hangUp!: () => void;
    // 40 kB of a 100 kB file on disk, the rest never sent until its client hangs up.
    sendAndHangUp(40_000, new Promise((resolve) => (hangUp = () => resolve(null))));
    await held.reached;
    for (let tries = 0; tries < 200; tries++) {
      const [name] = await readdir(tmp);
      if (name && (await stat(join(tmp, name))).size === 40_000) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    handle = receive;

    await post(40_000);
    hangUp();
    while (outcomes.length < 2) await new Promise((resolve) => setTimeout(resolve, 25));
    await post(40_000);

    expect(outcomes.map((result) => result.ok)).toEqual([false, false, true]);
    expect(outcomes[0]!.value).toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE', headers: { 'retry-after': '5' } });
    expect(outcomes[2]!.value).toBe(40_000);
  });

  it('removes the file once the work with it is done, whether it succeeds or fails', async () => {
    const run = outcome();
    handle = async (request) =>
      receiveFile(request, 'file', { maxBytes: 1_000_000 }, async (file) => {
        expect((await readdir(tmp)).length).toBe(1);
        expect((await file.head(3)).toString()).toBe('abc');
        throw new Error(`checked ${file.size} bytes`);
      }).catch((error: Error) => run.settle({ ok: false, value: error.message }));
    const form = new FormData();
    form.append('file', new Blob(['abcdef']), 'a.bin');

    await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body: form });

    expect(await run.settled).toEqual({ ok: false, value: 'checked 6 bytes' });
  });
});
