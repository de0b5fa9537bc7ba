import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { FileStorage, type ByteRange, type StoredFile } from './file-storage.port';
import { LocalDiskStorage } from './local-disk-storage.adapter';
import { S3Storage, type S3StorageConfig } from './s3-storage.adapter';
import { generateStorageKey } from './storage-key.util';
import { StorageKeyError } from './storage.errors';
import { StorageModule } from './storage.module';

// Real S3 (S3Proxy from deploy/local, or whatever S3_ENDPOINT names) and the real filesystem.
function s3Config(bucket?: string): S3StorageConfig {
  const env = process.env;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(`${missing.join(', ')} not set: run integration tests through \`node scripts/with-infra.mjs <cmd>\` (it starts S3Proxy)`);
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    bucket: bucket ?? env.S3_BUCKET ?? 'stave-uploads',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: true,
  };
}

// 1.5 MiB+ in 64 KiB chunks, produced lazily so nothing is buffered whole.
function generatedStream(size: number): { body: Readable; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let sent = 0;
  let resolveDigest!: (digest: string) => void;
  const sha256 = new Promise<string>((resolve) => (resolveDigest = resolve));
  const body = new Readable({
    read() {
      if (sent >= size) {
        resolveDigest(hash.digest('hex'));
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, size - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { body, sha256 };
}

function abortingStream(afterBytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < afterBytes) {
        sent += 64 * 1024;
        this.push(randomBytes(64 * 1024));
      } else {
        setImmediate(() => this.destroy(new Error('client aborted the upload')));
      }
    },
  });
}

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function rawClient(config: S3StorageConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
}

interface Harness {
  storage: FileStorage;
  // Run-unique key folder, so a shared bucket's other objects never disturb the checks.
  prefix: string;
  // Files this run left behind (none expected after the cleanup-on-failure tests).
  leftovers: () => Promise<string[]>;
  close: () => Promise<void>;
}

function describeFileStorage(name: string, open: () => Promise<Harness>) {
  describe(`${name} FileStorage contract`, () => {
    let storage: FileStorage;
    let prefix: string;
    let leftovers: () => Promise<string[]>;
    let close: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ storage, prefix, leftovers, close } = await open());
    });

    afterAll(async () => {
      await close?.();
    });

    it('answers ping', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });

    it('round-trips a Buffer: put, exists, get, delete', async () => {
      const key = generateStorageKey('png', prefix);
      const data = randomBytes(2048);
      await storage.put(key, data, { contentType: 'image/png' });
      expect(await storage.exists(key)).toBe(true);
      const file = await storage.get(key);
      expect(file).not.toBeNull();
      expect(file!.contentType).toBe('image/png');
      expect(file!.contentLength).toBe(2048);
      expect((await buffer(file!.body)).equals(data)).toBe(true);

      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    });

    it('round-trips a streamed Readable of several MB without buffering it', async () => {
      const key = generateStorageKey('mp4', prefix);
      const size = 3 * 1024 * 1024 + 123;
      const upload = generatedStream(size);
      await storage.put(key, upload.body, { contentType: 'video/mp4', contentLength: size });
      const file = await storage.get(key);
      expect(file!.contentType).toBe('video/mp4');
      expect(file!.contentLength).toBe(size);
      expect(sha256Of(await buffer(file!.body))).toBe(await upload.sha256);
      await storage.delete(key);
    }, 30_000);

    it('reads byte ranges (players seek with them): start-end, open-ended, suffix, clamped, past the end', async () => {
      const key = generateStorageKey('mp3', prefix);
      const data = randomBytes(1000);
      await storage.put(key, data, { contentType: 'audio/mpeg' });
      const cases: Array<[ByteRange, number, number]> = [
        [{ start: 0, end: 99 }, 0, 99],
        [{ start: 900 }, 900, 999],
        [{ suffix: 10 }, 990, 999],
        [{ start: 500, end: 5000 }, 500, 999],
      ];
      for (const [range, start, end] of cases) {
        const file = (await storage.get(key, range)) as StoredFile;
        expect(file.range).toEqual({ start, end });
        expect(file.totalLength).toBe(1000);
        expect(file.contentLength).toBe(end - start + 1);
        expect((await buffer(file.body)).equals(data.subarray(start, end + 1))).toBe(true);
      }
      expect(await storage.get(key, { start: 1000 })).toEqual({ unsatisfiable: true, totalLength: 1000 });
      expect(await storage.get(generateStorageKey('mp3', prefix), { start: 0 })).toBeNull();
      await storage.delete(key);
    });

    it('answers null / false for a missing key, and deleting it is harmless', async () => {
      const key = generateStorageKey('jpg', prefix);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('stores nothing when the upload stream aborts, and does not hang', async () => {
      const key = generateStorageKey('mp3', prefix);
      const started = Date.now();
      await expect(storage.put(key, abortingStream(512 * 1024), { contentType: 'audio/mpeg', contentLength: 2 * 1024 * 1024 })).rejects.toThrow(
        'client aborted the upload',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
      expect(await leftovers()).toEqual([]);
    }, 15_000);

    it('stores nothing when a stream is shorter than its contentLength', async () => {
      const key = generateStorageKey('mp3', prefix);
      await expect(storage.put(key, Readable.from([randomBytes(1000)]), { contentType: 'audio/mpeg', contentLength: 5000 })).rejects.toMatchObject({
        code: 'CONTENT_LENGTH_MISMATCH',
      });
      expect(await storage.exists(key)).toBe(false);
    }, 15_000);

    it.each(['../../etc/passwd.png', 'x.php.jpg', '/etc/passwd', `${randomUUID()}.jpg\0`])('refuses key %j', async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(StorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
    });
  });
}

describeFileStorage('LocalDiskStorage', async () => {
  const localRoot = await mkdtemp(path.join(tmpdir(), 'stave-storage-it-'));
  const storage = new LocalDiskStorage(path.join(localRoot, 'uploads'));
  await storage.ensureRoot();
  // Empty prefix folders may remain; files (data, sidecars, temp files) may not.
  const leftovers = async () =>
    (await readdir(storage.rootDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  return { storage, prefix: 'media', leftovers, close: () => rm(localRoot, { recursive: true, force: true }) };
});

describeFileStorage('S3Storage', async () => {
  const config = s3Config();
  const storage = new S3Storage(config);
  await storage.ensureBucket();
  const raw = rawClient(config);
  const prefix = `it-${randomUUID().slice(0, 8)}`;
  const leftovers = async () =>
    ((await raw.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: `${prefix}/` }))).Contents ?? []).map((o) => o.Key ?? '');
  const close = async () => {
    for (const key of await leftovers()) await raw.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    storage.onApplicationShutdown();
    raw.destroy();
  };
  return { storage, prefix, leftovers, close };
});

describe('S3Storage failures', () => {
  it("rejects a streamed upload S3 refuses, and releases the caller's stream", async () => {
    const storage = new S3Storage({ ...s3Config(), secretAccessKey: 'wrong-secret' });
    try {
      const upload = generatedStream(2 * 1024 * 1024);
      await expect(storage.put(generateStorageKey('mp4', 'it'), upload.body, { contentType: 'video/mp4', contentLength: 2 * 1024 * 1024 })).rejects.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      expect(upload.body.destroyed).toBe(true);
    } finally {
      storage.onApplicationShutdown();
    }
  }, 15_000);

  it('fails fast when the endpoint is down', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const storage = new S3Storage({ ...s3Config(), endpoint: `http://127.0.0.1:${port}` });
    try {
      const started = Date.now();
      await expect(storage.ping()).rejects.toThrow();
      await expect(storage.get(generateStorageKey('jpg'))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      storage.onApplicationShutdown();
    }
  }, 15_000);
});

@Injectable()
class UsesStorage {
  constructor(readonly storage: FileStorage) {}
}

@Module({ providers: [UsesStorage] })
class FeatureModule {}

describe('StorageModule with the s3 driver', () => {
  it('creates a missing bucket at init and injects a working FileStorage', async () => {
    const bucket = `stave-it-${randomUUID().slice(0, 8)}`;
    const config = s3Config(bucket);
    const moduleRef = await Test.createTestingModule({
      imports: [StorageModule.forRoot({ driver: 's3', ...config }), FeatureModule],
    }).compile();
    const app = await moduleRef.init();
    const raw = rawClient(config);
    try {
      const { storage } = app.get(UsesStorage);
      expect(storage).toBeInstanceOf(S3Storage);
      const key = generateStorageKey('gif');
      await storage.put(key, Buffer.from('GIF89a'), { contentType: 'image/gif' });
      expect(await storage.exists(key)).toBe(true);
      await raw.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    } finally {
      await app.close();
      await raw.send(new DeleteBucketCommand({ Bucket: bucket }));
      raw.destroy();
    }
  }, 20_000);

  it('local driver creates its root directory at init', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'stave-storage-mod-'));
    try {
      const moduleRef = await Test.createTestingModule({
        imports: [StorageModule.forRoot({ driver: 'local', rootDir: path.join(root, 'a', 'b') }), FeatureModule],
      }).compile();
      const app = await moduleRef.init();
      const { storage } = app.get(UsesStorage);
      expect(storage).toBeInstanceOf(LocalDiskStorage);
      await expect(storage.ping()).resolves.toBeUndefined();
      await app.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
