import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk-storage.adapter';
import { generateStorageKey } from './storage-key.util';
import { StorageKeyError } from './storage.errors';

// Files on the real filesystem (a temp dir): the local driver's own rules.
describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'stave-storage-'));
    storage = new LocalDiskStorage(path.join(root, 'uploads'));
    await storage.ensureRoot();
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const listAll = async () => (await readdir(path.join(root, 'uploads'), { recursive: true })).sort();

  it('stores the file and a content-type sidecar, nothing else', async () => {
    const key = generateStorageKey('png', 'avatars');
    await storage.put(key, Buffer.from('png-bytes'), { contentType: 'image/png' });
    expect(await listAll()).toEqual(['avatars', key, `${key}.meta.json`]);
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/png');
    expect(file?.contentLength).toBe(9);
    expect((await buffer(file!.body)).toString()).toBe('png-bytes');
  });

  it('falls back to application/octet-stream when the sidecar is gone or unreadable', async () => {
    const key = generateStorageKey('mp3');
    await storage.put(key, Buffer.from('x'), { contentType: 'audio/mpeg' });
    await writeFile(path.join(root, 'uploads', `${key}.meta.json`), '{not json');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('application/octet-stream');
    file?.body.destroy();
  });

  it('replaces an existing file', async () => {
    const key = generateStorageKey('jpg');
    await storage.put(key, Buffer.from('one'), { contentType: 'image/jpeg' });
    await storage.put(key, Buffer.from('two!'), { contentType: 'image/webp' });
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    expect((await buffer(file!.body)).toString()).toBe('two!');
  });

  it.each([
    ['a stream that errors', () => erroringStream()],
    ['a stream shorter than contentLength', () => Readable.from([Buffer.alloc(10)])],
    ['a stream longer than contentLength', () => Readable.from([Buffer.alloc(5000)])],
  ])('leaves neither the file nor a temp file behind for %s', async (_label, makeBody) => {
    const key = generateStorageKey('mp4', 'media');
    await expect(storage.put(key, makeBody(), { contentType: 'video/mp4', contentLength: 4096 })).rejects.toThrow();
    expect(await listAll()).toEqual(['media']);
    expect(await storage.exists(key)).toBe(false);
  });

  it('keeps the old file when a replacement upload aborts', async () => {
    const key = generateStorageKey('jpg');
    await storage.put(key, Buffer.from('original'), { contentType: 'image/jpeg' });
    await expect(storage.put(key, erroringStream(), { contentType: 'image/png', contentLength: 4096 })).rejects.toThrow('client aborted');
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/jpeg');
    expect((await buffer(file!.body)).toString()).toBe('original');
  });

  it.each(['../../etc/passwd.png', '../outside.png', '/etc/passwd', 'x.php.jpg', `${'0'.repeat(36)}.jpg\0`])(
    'refuses key %j in every method before touching the disk',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(StorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(StorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(StorageKeyError);
      expect(await listAll()).toEqual([]);
    },
  );

  it('ping fails when the root is not usable', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    await expect(new LocalDiskStorage(path.join(root, 'missing')).ping()).rejects.toThrow();
  });
});

function erroringStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(1024, 1));
      } else {
        setImmediate(() => this.destroy(new Error('client aborted')));
      }
    },
  });
}
