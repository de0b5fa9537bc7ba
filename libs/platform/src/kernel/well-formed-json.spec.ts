import { describe, expect, it } from '@jest/globals';
import { wellFormedJson } from './well-formed-json';

describe('wellFormedJson', () => {
  it('writes half a surrogate pair as U+FFFD, anywhere in the value, and leaves whole pairs alone', () => {
    const json = wellFormedJson({ title: 'a\uD800b', list: ['\uDC00'], pair: '🎸', nested: { end: 'x\uD83C' } });
    expect(JSON.parse(json)).toEqual({ title: 'a\uFFFDb', list: ['\uFFFD'], pair: '🎸', nested: { end: 'x\uFFFD' } });
    expect(json).not.toMatch(/\\ud[89a-f]/i);
  });

  it('is JSON.stringify for everything else', () => {
    const value = { n: 1, b: true, none: null, at: new Date(0), list: [1, 'two'] };
    expect(wellFormedJson(value)).toBe(JSON.stringify(value));
  });
});
