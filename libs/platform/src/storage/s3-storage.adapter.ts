import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Readable } from 'node:stream';
import { FileStorage, type ByteRange, type PutFileOptions, type StoredFile, type UnsatisfiableRange } from './file-storage.port';
import { preparePutBody } from './storage-body.util';
import { assertValidStorageKey } from './storage-key.util';

export interface S3StorageConfig {
  // Absent = AWS itself; set for S3Proxy, MinIO, R2...
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  // Path-style (`endpoint/bucket/key`) works on every S3-compatible store; virtual hosts need DNS.
  forcePathStyle?: boolean;
}

// Cluster mode's FileStorage, on any S3-compatible store.
export class S3Storage extends FileStorage implements OnApplicationShutdown {
  override readonly driver = 's3';
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(config: S3StorageConfig) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: config.forcePathStyle ?? true,
      // The SDK's default CRC32 trailers (aws-chunked bodies) are not understood by S3Proxy and
      // other S3-compatibles; checksum only where the API demands one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Fail fast on an unreachable endpoint; socketTimeout is idle time, so large uploads are fine.
      requestHandler: { connectionTimeout: 3_000, socketTimeout: 30_000 },
      logger: sdkLogger(),
    });
    // The SDK restates the client's region as CreateBucket's LocationConstraint, as AWS requires
    // outside us-east-1; S3Proxy and other single-region stores reject any constraint. The SDK adds
    // it per command, so it is dropped again just before serialisation.
    if (config.endpoint) {
      this.client.middlewareStack.add(
        (next, context) => async (args) => {
          if (context.commandName === 'CreateBucketCommand') delete (args.input as { CreateBucketConfiguration?: unknown }).CreateBucketConfiguration;
          return next(args);
        },
        { step: 'serialize', priority: 'high', name: 'staveNoLocationConstraint' },
      );
    }
  }

  override async put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<void> {
    assertValidStorageKey(key);
    const prepared = preparePutBody(body, options);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: prepared.body,
      ContentLength: prepared.length,
      ContentType: options.contentType,
    });
    if (prepared.kind === 'buffer') {
      await this.client.send(command);
      return;
    }
    // The SDK pipes a stream body without watching it for errors, so a failing upload stream would
    // leave the request waiting for bytes until the socket times out; abort it instead. S3 stores
    // an object only when the request completes, so nothing partial is left.
    const abort = new AbortController();
    let streamError: unknown;
    prepared.body.once('error', (error) => {
      streamError = error;
      abort.abort(error);
    });
    try {
      await this.client.send(command, { abortSignal: abort.signal });
    } catch (error) {
      // If S3 failed first, release the caller's stream (e.g. the client's upload) instead of
      // leaving it paused mid-pipe.
      prepared.body.destroy();
      throw streamError ?? error;
    }
  }

  override async get(key: string): Promise<StoredFile | null>;
  override async get(key: string, range: ByteRange): Promise<StoredFile | UnsatisfiableRange | null>;
  override async get(key: string, range?: ByteRange): Promise<StoredFile | UnsatisfiableRange | null> {
    assertValidStorageKey(key);
    try {
      const Range = range ? ('suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`) : undefined;
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }));
      if (!(result.Body instanceof Readable)) throw new Error('S3 GetObject returned no Node.js stream');
      const contentLength = result.ContentLength ?? 0;
      const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(result.ContentRange ?? '');
      const file: StoredFile = {
        body: result.Body,
        contentType: result.ContentType ?? 'application/octet-stream',
        contentLength,
        totalLength: contentRange ? Number(contentRange[3]) : contentLength,
      };
      if (contentRange) file.range = { start: Number(contentRange[1]), end: Number(contentRange[2]) };
      return file;
    } catch (error) {
      if (isNotFound(error)) return null;
      if (range && isUnsatisfiable(error)) return { unsatisfiable: true, totalLength: await this.sizeOf(key) };
      throw error;
    }
  }

  private async sizeOf(key: string): Promise<number> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    return head.ContentLength ?? 0;
  }

  override async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  override async exists(key: string): Promise<boolean> {
    assertValidStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  override async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  // Called at module init, so a fresh S3Proxy/MinIO works without a manual step.
  async ensureBucket(): Promise<void> {
    try {
      await this.ping();
      return;
    } catch (error) {
      if (!isMissingBucket(error)) throw error;
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      // Several apps boot at once and race to create it.
      const name = (error as { name?: string }).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }
}

// Without a logger the SDK warns on console. Its info/error lines are every command's input and
// output (errors reach the caller anyway), so only warnings go to Nest's logger (pino in the apps);
// the note about a failed streaming upload is dropped: put() already rejects with the cause.
function sdkLogger() {
  const logger = new Logger('S3');
  const ignore = () => undefined;
  return {
    trace: ignore,
    debug: ignore,
    info: ignore,
    error: ignore,
    warn: (...content: unknown[]) => {
      const message = content.map(String).join(' ');
      if (!message.includes('non-retryable streaming request')) logger.warn(message);
    },
  };
}

// A missing object is an answer (null/false); a missing bucket is a misconfiguration and throws.
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name !== 'NoSuchBucket' && (e.$metadata?.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound');
}

function isMissingBucket(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.$metadata?.httpStatusCode === 404 || e.name === 'NoSuchBucket' || e.name === 'NotFound';
}

function isUnsatisfiable(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.$metadata?.httpStatusCode === 416 || e.name === 'InvalidRange';
}
