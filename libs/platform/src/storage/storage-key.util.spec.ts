import { assertValidStorageKey, generateStorageKey, isValidStorageKey } from './storage-key.util';
import { StorageError, StorageKeyError } from './storage.errors';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('generateStorageKey', () => {
  it.each(['jpg', 'png', 'webp', 'gif', 'mp3', 'mp4', 'jpeg', 'm4a'])('makes a valid uuid key for .%s', (ext) => {
    const key = generateStorageKey(ext);
    expect(key).toMatch(new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.${ext}$`));
    expect(isValidStorageKey(key)).toBe(true);
  });

  it('puts the key under a prefix, with or without a trailing slash', () => {
    expect(generateStorageKey('jpg', 'avatars')).toMatch(/^avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(generateStorageKey('jpg', 'listing-photos/')).toMatch(/^listing-photos\/[0-9a-f-]{36}\.jpg$/);
    expect(generateStorageKey('jpg', '')).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });

  it('never repeats', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateStorageKey('png')));
    expect(keys.size).toBe(1000);
  });

  it.each(['', 'j', 'JPG', 'jpeg2x', '.jpg', 'php.jpg', 'jp g', 'jp/g', 'jpg\0'])('refuses extension %p', (ext) => {
    expect(() => generateStorageKey(ext)).toThrow(StorageError);
  });

  it.each(['../x', 'a/b', 'Avatars', 'a b', '/abs', 'a.b', 'x\0'])('refuses prefix %p', (prefix) => {
    expect(() => generateStorageKey('jpg', prefix)).toThrow(StorageError);
  });
});

describe('assertValidStorageKey', () => {
  it.each([`${UUID}.jpg`, `avatars/${UUID}.png`, `listing-photos/${UUID}.webp`, `${UUID}.mp3`, `a/${UUID}.jpeg`])('accepts %p', (key) => {
    expect(() => assertValidStorageKey(key)).not.toThrow();
  });

  it.each([
    ['path traversal', '../../etc/passwd.png'],
    ['traversal inside a prefix', `../${UUID}.png`],
    ['traversal as the prefix', `../../${UUID}.png`],
    ['double extension', 'x.php.jpg'],
    ['double extension on a uuid', `${UUID}.php.jpg`],
    ['absolute path', `/${UUID}.jpg`],
    ['absolute path with folder', `/etc/${UUID}.jpg`],
    ['windows absolute path', `C:\\${UUID}.jpg`],
    ['backslash separator', `avatars\\${UUID}.jpg`],
    ['NUL byte before the extension', `${UUID}\0.jpg`],
    ['NUL byte at the end', `${UUID}.jpg\0`],
    ['NUL byte then extension', `${UUID}.jpg\0.php`],
    ['trailing newline', `${UUID}.jpg\n`],
    ['leading newline', `\n${UUID}.jpg`],
    ['two folders', `a/b/${UUID}.jpg`],
    ['upper case', `${UUID.toUpperCase()}.jpg`],
    ['upper case extension', `${UUID}.JPG`],
    ['user filename', 'holiday photo.jpg'],
    ['no extension', UUID],
    ['long extension', `${UUID}.jpegxl`],
    ['one-letter extension', `${UUID}.j`],
    ['short id', '0f8fad5b.jpg'],
    ['sidecar name', `${UUID}.jpg.meta.json`],
    ['temp file name', `.${UUID}.tmp`],
    ['url-encoded traversal', `%2e%2e/${UUID}.jpg`],
    ['empty', ''],
    ['dot folder', `./${UUID}.jpg`],
    ['empty folder', `/${UUID}.jpg`],
  ])('rejects %s', (_label, key) => {
    expect(() => assertValidStorageKey(key)).toThrow(StorageKeyError);
  });

  it.each([undefined, null, 42, {}, [`${UUID}.jpg`]])('rejects non-string %p', (key) => {
    expect(() => assertValidStorageKey(key)).toThrow(StorageKeyError);
  });

  it('is a 400-style domain error that does not echo an unbounded key', () => {
    try {
      assertValidStorageKey(`${'a'.repeat(10_000)}.jpg`);
      throw new Error('expected to throw');
    } catch (error) {
      expect(error).toBeInstanceOf(StorageKeyError);
      expect((error as StorageKeyError).kind).toBe('validation');
      expect((error as StorageKeyError).code).toBe('INVALID_STORAGE_KEY');
      expect(JSON.stringify((error as StorageKeyError).extra).length).toBeLessThan(200);
    }
  });
});
