import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  // When the status line arrived, from the first byte written.
  ms: number;
  // The server closed the connection after answering.
  closed: boolean;
  // How many of the body's pieces were written before the answer came: fewer than all of them means the
  // server answered without waiting for the whole body (a behaviour, unlike `ms`, that a slow box cannot change).
  piecesSent: number;
}

export interface RawRequestOptions {
  port: number;
  host?: string;
  // The client's own address (any 127/8 address is loopback on Linux), so per-address limits
  // in a shared Redis belong to one test alone.
  localAddress?: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  // Sent after the head, each after its delay; a string or a Buffer per piece.
  body?: Array<{ data: string | Buffer; delayMs?: number }>;
  // Wait for "100 Continue" before the first body piece (as curl does with Expect).
  awaitContinue?: boolean;
  // Send the whole body before reading anything, as browsers do: an answer that comes early waits unread, and
  // a server that resets the connection meanwhile fails a write (EPIPE), so the answer is never seen.
  readAfterBody?: boolean;
  timeoutMs?: number;
  // Hang up (the socket destroyed, the promise rejected) when it aborts: a client that gives up halfway.
  signal?: AbortSignal;
  // Called once the last body piece has been written.
  onBodySent?: () => void;
}

// HTTP/1.1 written by hand over one socket: what fetch and undici will not send (a trickled body,
// a wrong Content-Length, Expect without the body, an abort halfway), read back as text.
export function rawRequest(options: RawRequestOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect({ host: options.host ?? '127.0.0.1', port: options.port, localAddress: options.localAddress });
    let received = Buffer.alloc(0);
    let answer: Omit<RawAnswer, 'closed' | 'body' | 'piecesSent'> | null = null;
    let piecesSent = 0;
    let bodyStart = 0;
    let contentLength: number | null = null;
    let continued = !options.awaitContinue;
    let settled = false;
    const timer = setTimeout(
      () => finish(new Error(`${options.method} ${options.path}: no answer in ${options.timeoutMs ?? 15_000} ms`)),
      options.timeoutMs ?? 15_000,
    );
    const finish = (error: Error | null, closed = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error && !answer) return reject(error);
      if (!answer) return reject(new Error('connection closed without an answer'));
      resolve({ ...answer, body: received.subarray(bodyStart).toString('utf8'), closed, piecesSent });
    };
    options.signal?.addEventListener('abort', () => finish(new Error(`${options.method} ${options.path}: the client hung up`)), { once: true });
    const sendBody = async () => {
      for (const piece of options.body ?? []) {
        if (piece.delayMs) await new Promise((done) => setTimeout(done, piece.delayMs));
        if (settled || socket.destroyed || answer) return;
        socket.write(piece.data);
        piecesSent++;
      }
      options.onBodySent?.();
      if (options.readAfterBody) socket.resume();
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      let text = received.toString('latin1');
      // Interim answers (100 Continue) come before the real one.
      while (!answer && /^HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n/.test(text)) {
        const end = text.indexOf('\r\n\r\n') + 4;
        received = received.subarray(end);
        text = received.toString('latin1');
        if (!continued) {
          continued = true;
          void sendBody();
        }
      }
      const headEnd = text.indexOf('\r\n\r\n');
      if (!answer && headEnd >= 0) {
        const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        answer = { status: Number(statusLine!.split(' ')[1]), headers, ms: Date.now() - started };
        bodyStart = headEnd + 4;
        contentLength = headers['content-length'] ? Number(headers['content-length']) : null;
      }
      if (answer && contentLength !== null && received.length - bodyStart >= contentLength) {
        // Whole answer read; a closing server ends the socket right after it.
        setTimeout(() => finish(null, socket.readableEnded), 50);
      }
    });
    socket.on('end', () => finish(null, true));
    socket.on('close', () => finish(null, true));
    socket.on('error', (error) => finish(error, true));
    socket.on('connect', () => {
      const head = [
        `${options.method} ${options.path} HTTP/1.1`,
        `host: 127.0.0.1:${options.port}`,
        ...Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      if (options.readAfterBody) socket.pause();
      if (continued) void sendBody();
    });
  });
}

// Percentiles of a list of durations (ms).
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

// A multipart upload of one file whose bytes arrive `chunk` at a time every `everyMs`, `chunks` times (declared as
// exactly that length): a member on a slow or failing link, who hangs up when `signal` aborts.
export function trickledUpload(options: {
  port: number;
  path: string;
  token: string;
  field: string;
  chunk: number;
  everyMs: number;
  chunks: number;
  signal?: AbortSignal;
  onBodySent?: () => void;
}): Promise<RawAnswer> {
  const boundary = 'stave-trickled-upload';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return rawRequest({
    port: options.port,
    method: 'POST',
    path: options.path,
    headers: {
      authorization: `Bearer ${options.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + options.chunk * options.chunks + tail.length),
    },
    body: [
      { data: head },
      ...Array.from({ length: options.chunks }, () => ({ data: Buffer.alloc(options.chunk, 7), delayMs: options.everyMs })),
      { data: tail },
    ],
    timeoutMs: 120_000,
    signal: options.signal,
    onBodySent: options.onBodySent,
  });
}
