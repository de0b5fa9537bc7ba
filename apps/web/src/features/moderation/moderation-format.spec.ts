import { describe, expect, it } from '@jest/globals';
import { REPORT_KINDS, type ModerationCase } from '@stave/contracts';
import { fullDateTime } from '@/lib/relative-time';
import { KIND_LABELS, appealStatusText, casesCount, decisionSummary, isReportKind, standingHeadline, standingSummary, subjectName } from './moderation-format';

type Decision = NonNullable<ModerationCase['decision']>;
const decision = (patch: Partial<Decision>): Decision => ({
  action: 'dismiss',
  removedItem: false,
  until: null,
  notes: null,
  moderatorId: 1,
  decidedAt: '2026-11-24T12:00:00.000Z',
  ...patch,
});
const UNTIL = '2026-11-27T12:00:00.000Z';

describe('moderation words', () => {
  it('has a label for every kind the contracts report', () => {
    expect(Object.keys(KIND_LABELS).sort()).toEqual([...REPORT_KINDS].sort());
    expect(REPORT_KINDS.every(isReportKind)).toBe(true);
    expect(isReportKind('venue')).toBe(false);
  });

  it.each([
    [decision({ action: 'dismiss' }), 'post', 'Dismissed'],
    [decision({ action: 'remove', removedItem: true }), 'comment', 'Comment removed'],
    [decision({ action: 'suspend', until: UNTIL }), 'member', `Suspended until ${fullDateTime(UNTIL)}`],
    [decision({ action: 'suspend', until: UNTIL, removedItem: true }), 'post', `Suspended until ${fullDateTime(UNTIL)} · post removed`],
    [decision({ action: 'ban', removedItem: true }), 'listing', 'Banned · listing removed'],
  ] as const)('sums up %j on a %s report', (input, kind, text) => {
    expect(decisionSummary(input, kind)).toBe(text);
  });

  it.each([
    [{ id: 4, name: 'Tom Troll', username: 'tom' }, 'Tom Troll (@tom)'],
    [{ id: 4, name: null, username: 'tom' }, '@tom'],
    [{ id: 4, name: null, username: null }, 'Member #4'],
  ])('names the member %j', (subject, name) => {
    expect(subjectName(subject)).toBe(name);
  });

  it.each([
    [1, 'open', '1 case waiting for a decision'],
    [1204, 'decided', '1,204 cases decided'],
  ] as const)('counts %i %s cases', (total, status, text) => {
    expect(casesCount(total, status)).toBe(text);
  });

  it('tells a suspended member until when, and a banned one that it lasts', () => {
    expect(standingHeadline({ status: 'suspended', until: UNTIL })).toEqual({
      title: 'Your account is suspended',
      detail: `It ends on ${fullDateTime(UNTIL)}. Until then you can only read why and appeal.`,
    });
    expect(standingHeadline({ status: 'banned', until: null }).title).toBe('Your account is banned');
    expect(standingSummary({ status: 'banned', until: null })).toBe('Banned');
    expect(standingSummary({ status: 'suspended', until: UNTIL })).toBe(`Suspended until ${fullDateTime(UNTIL)}`);
  });

  it.each([
    ['open', /answer here/],
    ['upheld', /kept the decision/],
    ['lifted', /Sign in again/],
  ] as const)('says where a %s appeal stands', (status, text) => {
    expect(appealStatusText({ status })).toMatch(text);
  });
});
