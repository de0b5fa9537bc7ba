import { describe, expect, it } from '@jest/globals';
import { INQUIRIES_PAGE_SIZE, inquiriesPages, readInquiriesLocation, tierFromParam, toInquiriesParams } from './advertising-url';

const read = (query: string) => readInquiriesLocation(new URLSearchParams(query));

describe('the inquiries queue in the URL', () => {
  it('reads the status and the page', () => {
    expect(read('status=contacted&page=3')).toEqual({ status: 'contacted', page: 3 });
  });

  it.each([
    ['nothing', '', { status: 'new', page: 1 }],
    ['an unknown status', 'status=archived&page=2', { status: 'new', page: 2 }],
    ['page 0', 'status=won&page=0', { status: 'won', page: 1 }],
    ['a page that is not a number', 'page=two', { status: 'new', page: 1 }],
    ['a page past the last one the API takes', 'page=10001', { status: 'new', page: 1 }],
  ])('repairs %s', (_case, query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it('leaves the defaults out of the URL, so the bare path is New, page 1', () => {
    expect(toInquiriesParams({ status: 'new', page: 1 }).toString()).toBe('');
    expect(toInquiriesParams({ status: 'lost', page: 2 }).toString()).toBe('status=lost&page=2');
  });

  it.each([
    [0, 1],
    [INQUIRIES_PAGE_SIZE, 1],
    [INQUIRIES_PAGE_SIZE + 1, 2],
  ])('counts %i inquiries as %i pages', (total, pages) => {
    expect(inquiriesPages(total)).toBe(pages);
  });
});

describe(tierFromParam.name, () => {
  it.each([
    ['Premium', 'Premium'],
    [' business ', 'Business'],
    ['gold', ''],
    [null, ''],
  ])('reads %p as %p', (value, tier) => {
    expect(tierFromParam(value)).toBe(tier);
  });
});
