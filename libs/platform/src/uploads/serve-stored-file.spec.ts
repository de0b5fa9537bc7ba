import { describe, expect, it } from '@jest/globals';
import { parseRangeHeader } from './serve-stored-file';

describe(parseRangeHeader.name, () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=-', 'bytes=9-3', 'bytes=0-1,5-9', 'items=0-9', 'bytes=a-b'])('ignores %j (the whole file is sent)', (header) => {
    expect(parseRangeHeader(header)).toBeNull();
  });
});
