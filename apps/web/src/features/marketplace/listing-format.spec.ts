import { describe, expect, it } from '@jest/globals';
import { TRUST_MESSAGES } from '@stave/contracts';
import { firstMessage, formatPrice, gearLine, hiddenNotice } from './listing-format';

describe('listing text', () => {
  it.each([
    [1249.5, 'GBP', '£1,249.50'],
    [450, 'GBP', '£450.00'],
    [99.99, 'EUR', '€99.99'],
    [1200, 'USD', 'US$1,200.00'],
  ])('formats %d %s in en-GB as %s', (price, currency, text) => {
    expect(formatPrice(price, currency)).toBe(text);
  });

  it('joins what is known of brand, model and year', () => {
    expect(gearLine({ brand: 'Roland', model: 'Juno-60', year: 1983 })).toBe('Roland · Juno-60 · 1983');
    expect(gearLine({ brand: null, model: 'SM7B', year: null })).toBe('SM7B');
    expect(gearLine({ brand: null, model: null, year: null })).toBeNull();
  });

  it('names the listing in the first message to its seller', () => {
    expect(firstMessage({ id: 42, title: 'Juno-60' })).toBe('Hi, is your “Juno-60” still available? (Stave Marketplace listing #42)');
  });

  it.each([
    [{ status: 'hidden', hiddenReason: 'stolen' }, TRUST_MESSAGES.stolenNotice],
    [{ status: 'hidden', hiddenReason: 'reports' }, TRUST_MESSAGES.reportsNotice],
    [{ status: 'removed', hiddenReason: 'moderator' }, TRUST_MESSAGES.removedNotice],
    [{ status: 'active', hiddenReason: null }, null],
    [{ status: 'sold', hiddenReason: null }, null],
  ] as const)('tells the seller why %o is not shown', (listing, notice) => {
    expect(hiddenNotice(listing)).toBe(notice);
  });
});
