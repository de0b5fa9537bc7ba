import { describe, expect, it } from '@jest/globals';
import { readTicketsLocation, ticketIdFrom, ticketsPages, toTicketsParams } from './support-url';

describe('the support lists in the URL', () => {
  it.each([
    ['', { status: 'open', page: 1 }],
    ['status=answered&page=3', { status: 'answered', page: 3 }],
    ['status=closed&page=0', { status: 'open', page: 1 }],
    ['status=resolved&page=1e2', { status: 'resolved', page: 1 }],
    ['page=10001', { status: 'open', page: 1 }],
  ])('reads %p', (query, location) => {
    expect(readTicketsLocation(new URLSearchParams(query))).toEqual(location);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const location = { status: 'resolved' as const, page: 2 };

    expect(toTicketsParams({ status: 'open', page: 1 }).toString()).toBe('');
    expect(toTicketsParams(location).toString()).toBe('status=resolved&page=2');
    expect(readTicketsLocation(toTicketsParams(location))).toEqual(location);
  });

  it('counts at least one page', () => {
    expect(ticketsPages(0)).toBe(1);
    expect(ticketsPages(20)).toBe(1);
    expect(ticketsPages(21)).toBe(2);
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['012', null],
    ['1.5', null],
    ['abc', null],
    [undefined, null],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['9999999999999999', null],
  ])('takes %p as the ticket %p', (param, id) => {
    expect(ticketIdFrom(param)).toBe(id);
  });
});
