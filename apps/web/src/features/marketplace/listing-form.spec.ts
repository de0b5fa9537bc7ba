import { describe, expect, it } from '@jest/globals';
import { CreateListingSchema, LISTING_MESSAGES } from '@stave/contracts';
import { EMPTY_LISTING, acceptPhotos, candidateOf, missingContact } from './listing-form';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe(acceptPhotos.name, () => {
  it('takes JPG, PNG and GIF up to the room left', () => {
    const picked = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.gif', 'image/gif')];

    const { accepted, problem } = acceptPhotos(picked, 5);

    expect(accepted).toEqual(picked);
    expect(problem).toBeNull();
  });

  it.each([
    ['another type', [file('a.webp', 'image/webp')], 5, LISTING_MESSAGES.photoInvalidType],
    ['a file over 5 MB', [file('a.png', 'image/png', 5 * 1024 * 1024 + 1)], 5, LISTING_MESSAGES.photoTooLarge],
    ['more than the room left', [file('a.png', 'image/png'), file('b.png', 'image/png')], 1, 'Too many images'],
  ])('refuses %s with the spec’s text', (_case, picked, room, title) => {
    const { problem } = acceptPhotos(picked, room);

    expect(problem?.title).toBe(title);
  });

  it('keeps the good ones of a mixed pick', () => {
    const good = file('a.png', 'image/png');

    expect(acceptPhotos([file('x.txt', 'text/plain'), good], 5).accepted).toEqual([good]);
  });
});

describe('the listing form', () => {
  it('asks for an external contact with the spec’s text, with the other fields still wrong', () => {
    const values = { ...EMPTY_LISTING, contactMethod: 'external' };

    expect(missingContact(values)).toEqual({ externalContact: LISTING_MESSAGES.externalContactRequired });
    expect(missingContact({ ...values, externalContact: '07700 900123' })).toEqual({});
  });

  it('turns its text into what the API takes', () => {
    const values = {
      ...EMPTY_LISTING,
      title: 'Juno-60',
      description: 'Serviced, all voices work.',
      price: '1495.5',
      categoryId: '3',
      condition: 'good',
      year: '1983',
      location: 'Leeds',
    };

    const parsed = CreateListingSchema.parse(candidateOf(values));

    expect(parsed).toMatchObject({ price: '1495.50', categoryId: 3, year: 1983, currency: 'GBP', contactMethod: 'chat', externalContact: null });
  });

  it('refuses a year that is not a number', () => {
    const result = CreateListingSchema.safeParse(candidateOf({ ...EMPTY_LISTING, year: '19x3' }));

    expect(result.error?.issues.some((issue) => issue.path[0] === 'year')).toBe(true);
  });
});
