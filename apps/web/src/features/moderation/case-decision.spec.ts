import { describe, expect, it } from '@jest/globals';
import { CaseDecisionSchema, MODERATION_MESSAGES, SUSPENSION_DAYS_MAX } from '@stave/contracts';
import { EMPTY_DRAFT, SUSPENSION_PRESETS, actionsFor, confirmCopy, needsConfirmation, toCaseDecision, type DecisionDraft } from './case-decision';

const draft = (patch: Partial<DecisionDraft> = {}): DecisionDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('a moderator’s decision on a case', () => {
  it('offers removing the item except on a member report', () => {
    expect(actionsFor('post')).toEqual(['dismiss', 'remove', 'suspend', 'ban']);
    expect(actionsFor('member')).toEqual(['dismiss', 'suspend', 'ban']);
  });

  it.each([
    ['dismiss', 'post', draft({ notes: '  fine  ' }), { action: 'dismiss', removeItem: false, notes: 'fine' }],
    ['remove', 'comment', draft(), { action: 'remove', removeItem: false, notes: null }],
    ['suspend', 'post', draft({ days: 7, removeItem: true }), { action: 'suspend', days: 7, removeItem: true, notes: null }],
    [
      'suspend',
      'member',
      draft({ days: 30, removeItem: true, notes: 'Repeated harassment' }),
      { action: 'suspend', days: 30, removeItem: false, notes: 'Repeated harassment' },
    ],
    ['ban', 'listing', draft({ removeItem: true }), { action: 'ban', removeItem: true, notes: null }],
    ['ban', 'member', draft({ removeItem: true }), { action: 'ban', removeItem: false, notes: null }],
  ] as const)('%s on a %s report sends what the API takes', (action, kind, input, expected) => {
    const result = toCaseDecision(kind, action, input);

    expect(result).toEqual({ decision: expected, error: null });
    expect(CaseDecisionSchema.safeParse(result.decision).success).toBe(true);
  });

  it.each([
    ['removing a member report’s item', 'member', 'remove', draft(), MODERATION_MESSAGES.removeNothing],
    ['a suspension of no days', 'post', 'suspend', draft({ days: 0 }), MODERATION_MESSAGES.daysRequired],
    ['a suspension past the longest', 'post', 'suspend', draft({ days: SUSPENSION_DAYS_MAX + 1 }), MODERATION_MESSAGES.daysRequired],
    ['part of a day', 'post', 'suspend', draft({ days: 1.5 }), MODERATION_MESSAGES.daysRequired],
    ['notes too long', 'post', 'dismiss', draft({ notes: 'x'.repeat(1001) }), 'Keep the notes under 1000 characters'],
  ] as const)('refuses %s before sending', (_case, kind, action, input, error) => {
    expect(toCaseDecision(kind, action, input)).toEqual({ decision: null, error });
  });

  it('offers suspensions the API takes', () => {
    expect(SUSPENSION_PRESETS.every((days) => days >= 1 && days <= SUSPENSION_DAYS_MAX)).toBe(true);
    expect(SUSPENSION_PRESETS).toContain(EMPTY_DRAFT.days);
  });

  it('confirms suspending and banning only', () => {
    expect(['dismiss', 'remove', 'suspend', 'ban'].filter((action) => needsConfirmation(action as never))).toEqual(['suspend', 'ban']);
  });

  it('says whom a confirmation is about, for how long and what else goes', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');

    const suspend = confirmCopy('post', { action: 'suspend', days: 3, removeItem: true, notes: null }, 'Tom Troll', now);
    const ban = confirmCopy('member', { action: 'ban', removeItem: false, notes: null }, 'Tom Troll', now);

    expect(suspend.title).toBe('Suspend Tom Troll for 3 days?');
    expect(suspend.description).toMatch(/until 27 November 2026.*The reported post is removed too\.$/);
    expect(ban).toEqual({
      title: 'Ban Tom Troll?',
      description: 'They are signed out everywhere at once and can only read why and appeal.',
      confirm: 'Ban member',
    });
  });
});
