import { describe, expect, it } from '@jest/globals';
import { toCsv } from './archive';

describe('toCsv', () => {
  it('writes a list of records with the union of their keys as the header', () => {
    expect(
      toCsv([
        { id: 1, text: 'hi' },
        { id: 2, tags: ['a', 'b'] },
      ]),
    ).toBe('id,text,tags\r\n1,hi,\r\n2,,a; b\r\n');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(toCsv([{ a: 'x, "y"', b: 'one\ntwo', c: '=HYPERLINK("http://evil")', d: -3, e: '@me' }])).toBe(
      'a,b,c,d,e\r\n"x, ""y""","one\ntwo","\'=HYPERLINK(""http://evil"")",-3,\'@me\r\n',
    );
  });

  it('leaves anything that is not a list of records to the JSON file', () => {
    expect(toCsv({ a: 1 })).toBeNull();
    expect(toCsv([])).toBeNull();
    expect(toCsv([1, 2])).toBeNull();
    expect(toCsv([{ a: 1 }, [2]])).toBeNull();
  });
});
