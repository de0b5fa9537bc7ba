import { describe, expect, it } from '@jest/globals';
import { sniffImageFormat } from './image';

describe(sniffImageFormat.name, () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['gif', Buffer.from('GIF89a....')],
    ['webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    [null, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [null, Buffer.from('<html>')],
    [null, Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    [null, Buffer.alloc(0)],
  ])('reads %s from the first bytes', (format, bytes) => {
    expect(sniffImageFormat(bytes)).toBe(format);
  });
});
