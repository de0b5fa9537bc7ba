import { describe, expect, it } from '@jest/globals';
import { countLinks, spamReason } from './spam';

const NOW = 1_750_000_000_000;
const inquiry = (overrides: { website?: string; shownAt?: number; message?: string } = {}) => ({
  message: 'We would like a Premium listing for our new guitar amps.',
  ...overrides,
});

describe('spamReason', () => {
  it.each([
    ['a form filled in over a minute', inquiry({ shownAt: NOW - 60_000 }), null],
    ['no shownAt (an old page, or a client without it)', inquiry(), null],
    ['an empty honeypot', inquiry({ website: '', shownAt: NOW - 10_000 }), null],
    ['spaces in the honeypot (autofill)', inquiry({ website: '  ' }), null],
    ['exactly three seconds', inquiry({ shownAt: NOW - 3_000 }), null],
    ['a browser clock 30 s fast', inquiry({ shownAt: NOW + 30_000 }), null],
    ['three links', inquiry({ message: 'http://a.example https://b.example www.c.example' }), null],
    ['the honeypot filled', inquiry({ website: 'https://spam.example' }), 'honeypot'],
    ['sent within three seconds', inquiry({ shownAt: NOW - 2_999 }), 'too-fast'],
    ['sent the moment it was shown', inquiry({ shownAt: NOW }), 'too-fast'],
    ['shown more than a minute from now', inquiry({ shownAt: NOW + 60_001 }), 'from-the-future'],
    ['four links', inquiry({ message: 'http://a.example https://b.example www.c.example HTTPS://D.example' }), 'too-many-links'],
  ])('%s', (_case, input, expected) => {
    expect(spamReason(input, NOW)).toBe(expected);
  });
});

describe('countLinks', () => {
  it.each([
    ['no links here, just example.com', 0],
    ['https://www.example.com/path?q=1', 1],
    ['see www.example.com and http://example.org.', 2],
    ['wwwx.example.com is not one', 0],
  ])('%s → %d', (text, expected) => {
    expect(countLinks(text)).toBe(expected);
  });
});
