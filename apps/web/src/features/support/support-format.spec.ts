import { describe, expect, it } from '@jest/globals';
import { formatDuration, formatRating, isoDuration, personName, teamMemberLabel, ticketsCount, waitingSince } from './support-format';

describe('the support words', () => {
  it.each([
    [0, 'less than a minute', 'PT0M'],
    [59, 'less than a minute', 'PT0M'],
    [60, '1 min', 'PT1M'],
    [45 * 60 + 59, '45 min', 'PT45M'],
    [2 * 3600, '2 h', 'PT2H'],
    [2 * 3600 + 5 * 60 + 30, '2 h 5 min', 'PT2H5M'],
    [86_400 + 3 * 3600 + 59 * 60, '1 d 3 h', 'P1DT3H59M'],
    [3 * 86_400, '3 d', 'P3D'],
    [-5, 'less than a minute', 'PT0M'],
  ])('says %i seconds as %p (%s)', (seconds, text, iso) => {
    expect(formatDuration(seconds)).toBe(text);
    expect(isoDuration(seconds)).toBe(iso);
  });

  it.each([
    [1, 'open' as const, '1 open ticket'],
    [1200, 'open' as const, '1,200 open tickets'],
    [1, 'answered' as const, '1 ticket answered'],
    [0, 'resolved' as const, '0 resolved tickets'],
  ])('counts %i %s', (total, status, text) => {
    expect(ticketsCount(total, status)).toBe(text);
  });

  it('rounds an average rating to one place', () => {
    expect(formatRating(4.666)).toBe('4.7');
    expect(formatRating(5)).toBe('5');
  });

  it('names an erased member as a former member, and the reader as you', () => {
    const sam = { id: 2, name: 'Sam Lee', username: 'samlee' };

    expect(personName(null)).toBe('Former member');
    expect(personName({ ...sam, name: ' ' })).toBe('@samlee');
    expect(teamMemberLabel(sam, 2)).toBe('Sam Lee (you)');
    expect(teamMemberLabel(sam, 1)).toBe('Sam Lee');
  });

  it('counts the wait from the opening until the first answer, then from the last change', () => {
    const ticket = { createdAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-01T12:00:00Z' };

    expect(waitingSince({ ...ticket, status: 'open', responseTimeSeconds: null })).toBe(ticket.createdAt);
    expect(waitingSince({ ...ticket, status: 'open', responseTimeSeconds: 600 })).toBe(ticket.updatedAt);
    expect(waitingSince({ ...ticket, status: 'answered', responseTimeSeconds: 600 })).toBe(ticket.updatedAt);
    expect(waitingSince({ ...ticket, status: 'resolved', responseTimeSeconds: 600 })).toBeNull();
  });
});
