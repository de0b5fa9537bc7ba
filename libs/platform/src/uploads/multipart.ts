import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MESSAGES, CommonErrorCode, EdgeErrorCode, UploadErrorCode } from '@stave/contracts';
import { DomainError, EdgeError, domainError } from '../http/index';
import { uploadSettingsOf, type UploadSettings } from './upload-settings';
import { uploadsBusy } from './upload-slots';

// A file of a form, received whole into a temporary file (UPLOAD_TMP_DIR): while a body arrives it costs disk,
// never memory, and holds no upload slot (UploadSlots). Removed when the request is done with it.
export interface ReceivedFile {
  readonly size: number;
  // The first bytes (a format's signature) without reading the rest.
  head(bytes?: number): Promise<Buffer>;
  read(): Promise<Buffer>;
  // The bytes as a stream, for FileStorage.put with `contentLength: size`.
  stream(): Readable;
}

export interface ReceiveFileOptions {
  maxBytes: number;
  // The 413's text (UPLOAD_MESSAGES.tooLarge unless the route has its own).
  tooLarge?: string;
}

// Receives the one file a form sends under `field` (413 as soon as it passes `maxBytes`; the rest is never stored),
// then runs `use` with it; the file is removed once `use` has settled. `signal` aborts when the client hangs up,
// so work waiting on its behalf (an upload slot) can stop. The service registers @fastify/multipart (its outer
// bounds) in its `configure` hook.
export async function receiveFile<T>(
  request: FastifyRequest,
  field: string,
  options: ReceiveFileOptions,
  use: (file: ReceivedFile, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  assertMultipart(request, `Send the file as multipart/form-data in the "${field}" field`);
  return withSpool(request, async (spool) => {
    const tooLarge = options.tooLarge ?? UPLOAD_MESSAGES.tooLarge;
    const file = await paced(request, async (signal) => {
      assertConnected(request);
      let part: MultipartFile | undefined;
      try {
        part = await request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 10, parts: 20 } });
      } catch (error) {
        throw signal.aborted ? signal.reason : asUploadError(error, tooLarge);
      }
      if (!part || part.fieldname !== field) {
        part?.file.resume();
        throw domainError(CommonErrorCode.Validation, { message: UPLOAD_MESSAGES.missing, path: field });
      }
      return spool.take(part, options.maxBytes, tooLarge, signal);
    });
    return whileConnected(request, (signal) => use(file, signal));
  });
}

// Receives every file a form sends under `field` (one part per file), each at most `maxBytes` (413 as soon as one
// passes it) and at most `maxFiles` of them (`tooMany` past that, the rest unread), then runs `use` with them as
// receiveFile does.
export async function receiveFiles<T>(
  request: FastifyRequest,
  field: string,
  options: ReceiveFileOptions & { maxFiles: number; tooMany: () => DomainError },
  use: (files: ReceivedFile[], signal: AbortSignal) => Promise<T>,
): Promise<T> {
  assertMultipart(request, `Send the files as multipart/form-data in the "${field}" field`);
  return withSpool(request, async (spool) => {
    const tooLarge = options.tooLarge ?? UPLOAD_MESSAGES.tooLarge;
    const files = await paced(request, async (signal) => {
      assertConnected(request);
      const received: ReceivedFile[] = [];
      try {
        // One part past the allowance is read as far as its header, to say "too many" rather than ignore it.
        const limits = { fileSize: options.maxBytes, files: options.maxFiles + 1, fields: 10, parts: options.maxFiles + 11 };
        for await (const part of request.files({ limits })) {
          if (part.fieldname !== field) {
            part.file.resume();
            throw domainError(CommonErrorCode.Validation, { message: UPLOAD_MESSAGES.missing, path: field });
          }
          if (received.length === options.maxFiles) {
            part.file.resume();
            throw options.tooMany();
          }
          received.push(await spool.take(part, options.maxBytes, tooLarge, signal));
        }
      } catch (error) {
        throw signal.aborted ? signal.reason : error instanceof DomainError ? error : asUploadError(error, tooLarge);
      }
      if (received.length === 0) throw domainError(CommonErrorCode.Validation, { message: UPLOAD_MESSAGES.missing, path: field });
      return received;
    });
    return whileConnected(request, (signal) => use(files, signal));
  });
}

// The one file under `field`, in memory: for a route that checks it at once and holds no slot (identity's pictures).
export function readSingleFile(request: FastifyRequest, field: string, maxBytes: number, tooLarge: string = UPLOAD_MESSAGES.tooLarge): Promise<Buffer> {
  return receiveFile(request, field, { maxBytes, tooLarge }, (file) => file.read());
}

function assertMultipart(request: FastifyRequest, message: string): void {
  if (!request.isMultipart()) throw domainError(CommonErrorCode.UnsupportedMediaType, { message });
}

// Right before the parser is started, with nothing awaited in between: a client that hung up before the form was
// read (while the service checked something first) has a closed body, which the parser would wait on for ever.
function assertConnected(request: FastifyRequest): void {
  if (request.raw.destroyed) throw clientClosed();
}

// The temporary files of one request: each is removed when the request is done with it, or at once when its body
// fails, is cut off or is abandoned halfway.
interface Spool {
  take(part: MultipartFile, maxBytes: number, tooLarge: string, signal: AbortSignal): Promise<ReceivedFile>;
}

async function withSpool<T>(request: FastifyRequest, work: (spool: Spool) => Promise<T>): Promise<T> {
  const settings = uploadSettingsOf(request);
  const disk = diskLedgerOf(settings);
  // Each file and the bytes of it counted against UPLOAD_TMP_MAX_BYTES, given back when it is removed.
  const files = new Map<string, number>();
  const remove = async (path: string) => {
    await rm(path, { force: true });
    disk.bytes -= files.get(path) ?? 0;
    files.delete(path);
  };
  // Before the form is read: nothing may await between a part's arrival and its stream being piped.
  await mkdir(settings.tmpDir, { recursive: true });
  const spool: Spool = {
    async take(part, maxBytes, tooLarge, signal) {
      if (signal.aborted) throw signal.reason;
      const path = join(settings.tmpDir, `stave-upload-${randomUUID()}`);
      files.set(path, 0);
      // The process's files in flight never pass UPLOAD_TMP_MAX_BYTES (the volume under them is bounded too): a
      // chunk that would is refused, and that upload answered 503, whoever else is sending.
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (disk.bytes + chunk.length > settings.tmpMaxBytes) return callback(uploadsBusy());
          disk.bytes += chunk.length;
          files.set(path, (files.get(path) ?? 0) + chunk.length);
          callback(null, chunk);
        },
      });
      const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      try {
        // Destroys every stream on abort (the body was cut off): no listener-less stream is left to emit 'error'.
        await pipeline(part.file, meter, target, { signal });
      } catch (error) {
        await remove(path);
        throw signal.aborted ? signal.reason : asUploadError(error, tooLarge);
      }
      // busboy marks the file truncated when the byte past the limit arrives and sends no more of it, so the stream
      // ends normally with exactly `maxBytes`: check it here.
      if (part.file.truncated || target.bytesWritten > maxBytes) {
        await remove(path);
        throw domainError(UploadErrorCode.FileTooLarge, { message: tooLarge });
      }
      return diskFile(path, target.bytesWritten);
    },
  };
  try {
    return await work(spool);
  } finally {
    await Promise.all([...files.keys()].map(remove));
  }
}

// Bytes of upload files on disk, per service (its settings).
const diskLedgers = new WeakMap<UploadSettings, { bytes: number }>();
function diskLedgerOf(settings: UploadSettings): { bytes: number } {
  let ledger = diskLedgers.get(settings);
  if (!ledger) diskLedgers.set(settings, (ledger = { bytes: 0 }));
  return ledger;
}

function diskFile(path: string, size: number): ReceivedFile {
  return {
    size,
    async head(bytes = 64) {
      const handle = await open(path, 'r');
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(Math.min(bytes, size)), 0, Math.min(bytes, size), 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    read: () => readFile(path),
    stream: () => createReadStream(path),
  };
}

// Runs the read of a body under the service's floor (UPLOAD_MIN_BYTES_PER_SECOND after UPLOAD_BODY_GRACE_MS, or
// UPLOAD_BODY_IDLE_TIMEOUT_MS without a byte), the gateway's own rule: a body under it is answered 408 and its
// connection closed (which ends the parse); `read` gets a signal that aborts then, to drop what it has.
async function paced<T>(request: FastifyRequest, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const settings = uploadSettingsOf(request);
  const controller = new AbortController();
  const stop = watchPace(request, settings, () => controller.abort(bodyTooSlow()));
  const cutOff = new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
  try {
    return await Promise.race([read(controller.signal), cutOff]);
  } finally {
    stop();
  }
}

// The bytes the connection has delivered since the read began, looked at every quarter second (no listener on the
// body itself, which the parser owns). Stops judging once the whole body has arrived.
function watchPace(request: FastifyRequest, settings: UploadSettings, tooSlow: () => void): () => void {
  const socket = request.raw.socket;
  const started = Date.now();
  const startBytes = socket.bytesRead;
  let seen = startBytes;
  let lastProgress = started;
  const timer = setInterval(() => {
    if (request.raw.complete) return;
    const now = Date.now();
    if (socket.bytesRead > seen) {
      seen = socket.bytesRead;
      lastProgress = now;
    }
    const elapsed = now - started;
    const belowFloor = elapsed >= settings.graceMs && ((seen - startBytes) * 1000) / elapsed < settings.minBytesPerSecond;
    if (belowFloor || now - lastProgress >= settings.idleTimeoutMs) {
      clearInterval(timer);
      tooSlow();
    }
  }, 250);
  timer.unref();
  return () => clearInterval(timer);
}

// `work` with a signal that aborts when the client hangs up (the socket closes before the answer).
async function whileConnected<T>(request: FastifyRequest, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const socket = request.raw.socket;
  const onClose = () => controller.abort(clientClosed());
  if (socket.destroyed) onClose();
  else socket.once('close', onClose);
  try {
    return await work(controller.signal);
  } finally {
    socket.off('close', onClose);
  }
}

// What the exception filter recognises as the client gone (one info line, no answer attempted).
function clientClosed(): Error {
  return Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
}

// The gateway's answer to a body under its floor, word for word; the connection is closed after it, so the rest of
// the body is never read.
function bodyTooSlow(): EdgeError {
  return new EdgeError(408, EdgeErrorCode.RequestTimeout, 'The request body arrived too slowly', { connection: 'close' });
}

// Everything that fails while the form is read is the body's fault: past a limit (413), not
// multipart (415), or not a whole form (no boundary, a wrong one, no closing one, a client that
// stopped sending) — busboy throws plain Errors for those, which must not become 500s.
function asUploadError(error: unknown, tooLarge: string): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return domainError(UploadErrorCode.FileTooLarge, { message: tooLarge });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return domainError(CommonErrorCode.UnsupportedMediaType, { message: UPLOAD_MESSAGES.invalidType });
  }
  return domainError(UploadErrorCode.MalformedUpload);
}
