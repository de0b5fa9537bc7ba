import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ValidationError } from './domain-error';
import { NUL_IN_TEXT_MESSAGE, ZodPipe } from './zod.pipe';

describe('ZodPipe', () => {
  const pipe = new ZodPipe(z.object({ content: z.string().trim(), tags: z.array(z.string()).default([]), extra: z.record(z.string(), z.number()).optional() }));

  const refusal = (value: unknown) => {
    try {
      pipe.transform(value);
    } catch (error) {
      return error instanceof ValidationError ? error.errors : error;
    }
    return null;
  };

  it('returns the parsed value and names the first failing field', () => {
    expect(pipe.transform({ content: '  hi  ', ignored: 1 })).toEqual({ content: 'hi', tags: [] });
    expect(refusal({})).toEqual([{ path: 'content', message: expect.any(String) }]);
  });

  it('refuses U+0000 anywhere in what the schema keeps (Postgres text cannot hold it), and only there', () => {
    expect(refusal({ content: 'a\u0000b' })).toEqual([{ path: 'content', message: NUL_IN_TEXT_MESSAGE }]);
    expect(refusal({ content: 'ok', tags: ['fine', 'x\u0000'] })).toEqual([{ path: 'tags.1', message: NUL_IN_TEXT_MESSAGE }]);
    expect(refusal({ content: 'ok', extra: { 'k\u0000': 1 } })).toEqual([{ path: 'extra.k\u0000', message: NUL_IN_TEXT_MESSAGE }]);
    expect(refusal({ content: 'ok', dropped: 'x\u0000' })).toBeNull();
    expect(refusal({ content: '\u202Eright-to-left and \uD800 are text' })).toBeNull();
  });
});
