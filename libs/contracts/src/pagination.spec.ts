import { describe, expect, it } from '@jest/globals';
import { decodeCursor, encodeCursor } from './pagination';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('decodeCursor', () => {
  it('reads back what encodeCursor made', () => {
    const cursor = { createdAt: '2025-03-14T10:20:30.456Z', id: 42 };

    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  // Each of these reached Postgres as a timestamp it refused (a 500) or named a row by accident.
  it.each([
    ['0|1'],
    ['2020|1'],
    ['2020-01-01|1'],
    ['2020-01-01T00:00:00Z|1'],
    ['2020-01-01T00:00:00.000+01:00|1'],
    ['2020-02-30T00:00:00.000Z|1'],
    ['0000-01-01T00:00:00.000Z|1'],
    ['+010000-01-01T00:00:00.000Z|1'],
    ['-000001-01-01T00:00:00.000Z|1'],
    [' 2020-01-01T00:00:00.000Z|1'],
    ['Wed, 01 Jan 2020 00:00:00 GMT|1'],
    ['2020-01-01T00:00:00.000Z|0'],
    ['2020-01-01T00:00:00.000Z|-1'],
    ['2020-01-01T00:00:00.000Z|1.5'],
    ['2020-01-01T00:00:00.000Z|0x10'],
    ['2020-01-01T00:00:00.000Z|1e3'],
    ['2020-01-01T00:00:00.000Z| 1'],
    ['2020-01-01T00:00:00.000Z|2147483648'],
    ['2020-01-01T00:00:00.000Z|'],
    ['2020-01-01T00:00:00.000Z|1|2'],
    ['2020-01-01T00:00:00.000Z'],
    [''],
  ])('refuses %j', (text) => {
    expect(decodeCursor(b64(text))).toBeNull();
  });

  it.each([['not base64!'], ['%%%'], [b64('\u00ff').slice(0, 1)]])('refuses the undecodable %j', (value) => {
    expect(decodeCursor(value)).toBeNull();
  });

  it.each([
    ['0001-01-01T00:00:00.000Z', 1],
    ['9999-12-31T23:59:59.999Z', 2147483647],
  ])('takes the edges %j, %j', (createdAt, id) => {
    expect(decodeCursor(b64(`${createdAt}|${id}`))).toEqual({ createdAt, id });
  });
});
