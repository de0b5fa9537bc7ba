import { MODERATION_MESSAGES, REPORT_DETAILS_MAX, SUSPENSION_DAYS_MAX, type CaseDecision, type ModerationAction, type ReportKind } from '@stave/contracts';
import { fullDateTime } from '@/lib/relative-time';
import { KIND_LABELS } from './moderation-format';

// The suspensions a moderator picks from (the API takes 1 to SUSPENSION_DAYS_MAX days).
export const SUSPENSION_PRESETS = [1, 3, 7, 30, 90] as const;
export const DEFAULT_SUSPENSION_DAYS = 3;

// What a moderator has chosen on a case card so far.
export interface DecisionDraft {
  days: number;
  // With a suspension or a ban: the reported item goes too.
  removeItem: boolean;
  notes: string;
}

export const EMPTY_DRAFT: DecisionDraft = { days: DEFAULT_SUSPENSION_DAYS, removeItem: false, notes: '' };

// A member report has no item of its own: it is dismissed, or the member suspended or banned.
export function canRemoveItem(kind: ReportKind): boolean {
  return kind !== 'member';
}

export function actionsFor(kind: ReportKind): ModerationAction[] {
  return canRemoveItem(kind) ? ['dismiss', 'remove', 'suspend', 'ban'] : ['dismiss', 'suspend', 'ban'];
}

// Suspending and banning sign the member out everywhere: those two are confirmed first.
export function needsConfirmation(action: ModerationAction): boolean {
  return action === 'suspend' || action === 'ban';
}

export type DecisionResult = { decision: CaseDecision; error: null } | { decision: null; error: string };

// The body of POST /api/moderation/cases/:id/decision for an action and the card's draft, or why it can't be sent.
// The server checks the same (CaseDecisionSchema); this says so before a round trip.
export function toCaseDecision(kind: ReportKind, action: ModerationAction, draft: DecisionDraft): DecisionResult {
  const notes = draft.notes.trim();
  if (notes.length > REPORT_DETAILS_MAX) return { decision: null, error: `Keep the notes under ${REPORT_DETAILS_MAX} characters` };
  const base = { action, removeItem: false, notes: notes || null };
  switch (action) {
    case 'dismiss':
      return { decision: base, error: null };
    case 'remove':
      return canRemoveItem(kind) ? { decision: base, error: null } : { decision: null, error: MODERATION_MESSAGES.removeNothing };
    case 'suspend':
      if (!Number.isInteger(draft.days) || draft.days < 1 || draft.days > SUSPENSION_DAYS_MAX)
        return { decision: null, error: MODERATION_MESSAGES.daysRequired };
      return { decision: { ...base, days: draft.days, removeItem: canRemoveItem(kind) && draft.removeItem }, error: null };
    case 'ban':
      return { decision: { ...base, removeItem: canRemoveItem(kind) && draft.removeItem }, error: null };
  }
}

export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

// When a suspension of `days` from `now` ends, as the confirmation says it.
export function suspensionEnd(days: number, now: number): string {
  return fullDateTime(new Date(now + days * 24 * 3_600_000).toISOString()) ?? '';
}

// The confirmation before a suspension or a ban: whom, for how long, and what else goes.
export function confirmCopy(kind: ReportKind, decision: CaseDecision, member: string, now: number): { title: string; description: string; confirm: string } {
  const alsoRemoved = decision.removeItem ? ` The reported ${KIND_LABELS[kind].toLowerCase()} is removed too.` : '';
  if (decision.action === 'ban') {
    return {
      title: `Ban ${member}?`,
      description: `They are signed out everywhere at once and can only read why and appeal.${alsoRemoved}`,
      confirm: 'Ban member',
    };
  }
  const days = decision.days ?? DEFAULT_SUSPENSION_DAYS;
  return {
    title: `Suspend ${member} for ${daysText(days)}?`,
    description: `They are signed out everywhere at once and, until ${suspensionEnd(days, now)}, can only read why and appeal.${alsoRemoved}`,
    confirm: 'Suspend member',
  };
}

// The toast after a decision.
export const DECISION_DONE: Record<ModerationAction, string> = {
  dismiss: 'Report dismissed',
  remove: 'Item removed',
  suspend: 'Member suspended',
  ban: 'Member banned',
};
