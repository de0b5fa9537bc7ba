import { describe, expect, it } from '@jest/globals';
import { inquiriesCount, memberLabel, telHref } from './inquiry-format';

describe('the inquiries queue words', () => {
  it.each([
    ['+44 (0)20 7946 0018', 'tel:+4402079460018'],
    ['0113 496 0000', 'tel:01134960000'],
    ['07700-900123', 'tel:07700900123'],
  ])('dials %p as %p', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    [1, 'new' as const, '1 new inquiry'],
    [1200, 'new' as const, '1,200 new inquiries'],
    [2, 'contacted' as const, '2 inquiries in conversation'],
    [1, 'won' as const, '1 inquiry won'],
    [0, 'lost' as const, '0 inquiries lost'],
  ])('counts %i %s', (total, status, text) => {
    expect(inquiriesCount(total, status)).toBe(text);
  });

  it('names the reader as you, and adds the username only where two on the team share a name', () => {
    const morgan = { id: 1, name: 'Morgan Moderator', username: 'stave.moderator' };
    const sam = { id: 2, name: 'Sam Lee', username: 'samlee' };
    const otherSam = { id: 3, name: 'Sam Lee', username: 'sam.lee.sales' };

    expect(memberLabel(morgan, 1, [morgan, sam])).toBe('Morgan Moderator (you)');
    expect(memberLabel(sam, 1, [morgan, sam])).toBe('Sam Lee');
    expect(memberLabel(otherSam, 1, [morgan, sam, otherSam])).toBe('Sam Lee (@sam.lee.sales)');
    expect(memberLabel({ ...morgan, name: ' ' }, 2)).toBe('@stave.moderator');
  });
});
