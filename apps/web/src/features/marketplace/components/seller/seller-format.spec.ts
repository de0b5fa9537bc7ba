import { describe, expect, it } from '@jest/globals';
import { initials } from './seller-format';

describe('a seller without a logo', () => {
  it('stands a logo in with the first letters of two words', () => {
    expect(initials('Larkspur Records')).toBe('LR');
    expect(initials('  the old  mill studio ')).toBe('TO');
    expect(initials('Ébène')).toBe('É');
    expect(initials('   ')).toBe('?');
  });
});
