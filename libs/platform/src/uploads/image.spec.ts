import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { processImage, sniffImageFormat } from './image';

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

describe(processImage.name, () => {
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();

  it('keeps the whole picture within the bounds by default, never enlarging it', async () => {
    const inside = await processImage(await picture(2400, 1200), { bounds: { width: 1600, height: 1600 }, maxPixels: 25_000_000 });
    const small = await processImage(await picture(300, 200), { bounds: { width: 1600, height: 1600 }, maxPixels: 25_000_000 });

    expect(await sharp(inside.data).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await sharp(small.data).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it("with fit 'cover', fills the bounds exactly: cropped from the centre, a smaller picture enlarged", async () => {
    const bounds = { width: 400, height: 400 };
    const wide = await processImage(await picture(2400, 1200), { bounds, maxPixels: 25_000_000, fit: 'cover' });
    const small = await processImage(await picture(100, 300), { bounds: { width: 1600, height: 400 }, maxPixels: 25_000_000, fit: 'cover' });

    expect(await sharp(wide.data).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await sharp(small.data).metadata()).toMatchObject({ width: 1600, height: 400 });
  });
});
