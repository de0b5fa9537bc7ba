import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { preparePutBody } from './storage-body.util';
import { StorageError } from './storage.errors';

describe('preparePutBody', () => {
  it('takes a buffer as is', () => {
    const prepared = preparePutBody(Buffer.from('abc'), { contentType: 'text/plain' });
    expect(prepared).toMatchObject({ kind: 'buffer', length: 3 });
  });

  it('refuses a buffer whose length disagrees with contentLength', () => {
    expect(() => preparePutBody(Buffer.from('abc'), { contentType: 'text/plain', contentLength: 4 })).toThrow(StorageError);
  });

  it('requires contentLength for a stream', () => {
    expect(() => preparePutBody(Readable.from(['x']), { contentType: 'text/plain' })).toThrow(expect.objectContaining({ code: 'CONTENT_LENGTH_REQUIRED' }));
  });

  it.each(['', 'jpeg', 'image/', 'image/jpeg\r\nX-Evil: 1', 'image/jpeg\0'])('refuses content type %p', (contentType) => {
    expect(() => preparePutBody(Buffer.from('x'), { contentType })).toThrow(expect.objectContaining({ code: 'INVALID_CONTENT_TYPE' }));
  });

  it.each(['image/jpeg', 'audio/mpeg', 'text/plain; charset=utf-8', 'application/vnd.api+json'])('accepts content type %p', (contentType) => {
    expect(() => preparePutBody(Buffer.from('x'), { contentType })).not.toThrow();
  });

  it('passes a stream of exactly contentLength bytes through', async () => {
    const prepared = preparePutBody(Readable.from([Buffer.from('hello '), Buffer.from('world')]), { contentType: 'text/plain', contentLength: 11 });
    expect(await text(prepared.body as Readable)).toBe('hello world');
  });

  it.each([
    ['shorter', 12],
    ['longer', 10],
  ])('errors when the stream is %s than contentLength', async (_label, contentLength) => {
    const prepared = preparePutBody(Readable.from([Buffer.from('hello world')]), { contentType: 'text/plain', contentLength });
    await expect(text(prepared.body as Readable)).rejects.toMatchObject({ code: 'CONTENT_LENGTH_MISMATCH' });
  });

  it('forwards a source error to the reader', async () => {
    const source = new Readable({ read() {} });
    const prepared = preparePutBody(source, { contentType: 'text/plain', contentLength: 100 });
    source.push('partial');
    setImmediate(() => source.destroy(new Error('client aborted')));
    await expect(text(prepared.body as Readable)).rejects.toThrow('client aborted');
  });
});
