import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage, resolveByteRange, type ByteRange, type PutFileOptions, type StoredFile, type UnsatisfiableRange } from './file-storage.port';
import { preparePutBody } from './storage-body.util';
import { StorageKeyError } from './storage.errors';
import { assertValidStorageKey } from './storage-key.util';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

// Embedded mode's FileStorage: files under one root directory.
// The content type goes in a sidecar `<key>.meta.json` rather than being derived from the
// extension, so get() returns exactly what put() was given — as S3 does — without a second
// extension→type table that could disagree with the one uploads are validated against. The key
// pattern allows one extension only, so no key can collide with a sidecar or a temp file.
export class LocalDiskStorage extends FileStorage {
  override readonly driver = 'local';
  readonly rootDir: string;

  constructor(rootDir: string) {
    super();
    this.rootDir = path.resolve(rootDir);
  }

  async ensureRoot(): Promise<void> {
    await mkdir(this.rootDir, { recursive: true });
  }

  override async put(key: string, body: Buffer | Readable, options: PutFileOptions): Promise<void> {
    const target = this.pathOf(key);
    const prepared = preparePutBody(body, options);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    // Same directory as the target, so the final rename is atomic (same filesystem); dot-prefixed
    // names can never be keys.
    const tmp = path.join(dir, `.${randomUUID()}.tmp`);
    const metaTmp = `${tmp}.meta`;
    try {
      if (prepared.kind === 'buffer') await writeFile(tmp, prepared.body, { flag: 'wx', flush: true });
      else await pipeline(prepared.body, createWriteStream(tmp, { flags: 'wx', flush: true }));
      await writeFile(metaTmp, JSON.stringify({ contentType: options.contentType }), { flag: 'wx' });
      // Data last: it is the commit point (exists/get look at it); a crash in between leaves at
      // worst a sidecar without data, which is ignored.
      await rename(metaTmp, metaPathOf(target));
      await rename(tmp, target);
    } catch (error) {
      await Promise.all([rm(tmp, { force: true }), rm(metaTmp, { force: true })]);
      throw error;
    }
  }

  override async get(key: string): Promise<StoredFile | null>;
  override async get(key: string, range: ByteRange): Promise<StoredFile | UnsatisfiableRange | null>;
  override async get(key: string, range?: ByteRange): Promise<StoredFile | UnsatisfiableRange | null> {
    const target = this.pathOf(key);
    let handle;
    try {
      handle = await open(target, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size from the open descriptor: a concurrent replace (rename) cannot make it disagree with
      // the bytes this stream reads.
      const { size } = await handle.stat();
      const contentType = await this.contentTypeOf(target);
      if (!range) return { body: handle.createReadStream(), contentType, contentLength: size, totalLength: size };
      const bounds = resolveByteRange(range, size);
      if (!bounds) {
        await handle.close();
        return { unsatisfiable: true, totalLength: size };
      }
      return { body: handle.createReadStream(bounds), contentType, contentLength: bounds.end - bounds.start + 1, totalLength: size, range: bounds };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  override async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    await rm(metaPathOf(target), { force: true });
  }

  override async exists(key: string): Promise<boolean> {
    const target = this.pathOf(key);
    try {
      return (await stat(target)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  override async ping(): Promise<void> {
    await access(this.rootDir, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    const resolved = path.resolve(this.rootDir, key);
    // The key pattern already rules out traversal; this keeps it true if the pattern ever loosens.
    if (!resolved.startsWith(this.rootDir + path.sep)) throw new StorageKeyError(key);
    return resolved;
  }

  private async contentTypeOf(target: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(metaPathOf(target), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_CONTENT_TYPE;
    } catch {
      return FALLBACK_CONTENT_TYPE;
    }
  }
}

const metaPathOf = (target: string) => `${target}.meta.json`;

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
