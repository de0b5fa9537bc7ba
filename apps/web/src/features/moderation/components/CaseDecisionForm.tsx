import { REPORT_DETAILS_MAX, type CaseDecision, type ModerationAction, type ModerationCase } from '@stave/contracts';
import { Ban, Check, Clock, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useDecideCaseMutation } from '../api/moderation.queries';
import {
  DECISION_DONE,
  EMPTY_DRAFT,
  SUSPENSION_PRESETS,
  canRemoveItem,
  confirmCopy,
  daysText,
  needsConfirmation,
  toCaseDecision,
  type DecisionDraft,
} from '../case-decision';
import { KIND_LABELS, decisionSummary, subjectName } from '../moderation-format';

// An open case's decision: dismiss it, remove the item (not a member report's), or suspend or ban the member (with
// the item too, if asked), each with the moderator's notes. Suspending and banning are confirmed first.
export function CaseDecisionForm({ entry }: { entry: ModerationCase }) {
  const id = useId();
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY_DRAFT);
  // A suspension or ban waiting for its confirmation, and when it was asked (the confirmation says until when).
  const [confirming, setConfirming] = useState<{ decision: CaseDecision; at: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDecideCaseMutation();
  const pending = mutation.isPending;
  const item = KIND_LABELS[entry.kind].toLowerCase();
  const member = subjectName(entry.subject);
  const change = (patch: Partial<DecisionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const send = (decision: CaseDecision) =>
    mutation.mutate(
      { id: entry.id, decision },
      {
        onSuccess: (decided) => {
          setConfirming(null);
          toast({
            title: DECISION_DONE[decision.action],
            description: decided.decision ? decisionSummary(decided.decision, entry.kind) : undefined,
            variant: 'success',
          });
        },
        onError: (error) => {
          setConfirming(null);
          setFailure(errorText(error, 'The decision was not saved. Please try again.'));
        },
      },
    );

  const decide = (action: ModerationAction) => {
    setFailure(null);
    const result = toCaseDecision(entry.kind, action, draft);
    if (result.error !== null) return setFailure(result.error);
    if (needsConfirmation(action)) return setConfirming({ decision: result.decision, at: Date.now() });
    send(result.decision);
  };

  const confirm = confirming ? confirmCopy(entry.kind, confirming.decision, member, confirming.at) : null;

  return (
    <div className="grid content-start gap-4" data-testid="case-decision">
      <FormField label="Notes" optional hint="Kept with the decision. A suspended or banned member reads them as the reason.">
        <Textarea
          id={`${id}-notes`}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value })}
          rows={2}
          maxLength={REPORT_DETAILS_MAX}
          className="min-h-16"
          disabled={pending}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => decide('dismiss')} disabled={pending}>
          <Check aria-hidden="true" />
          Dismiss
        </Button>
        {canRemoveItem(entry.kind) ? (
          <Button variant="outline" size="sm" onClick={() => decide('remove')} disabled={pending} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Remove {item}
          </Button>
        ) : null}
      </div>
      <fieldset className="grid gap-3 rounded-lg border border-dashed p-3" disabled={pending}>
        <legend className="max-w-full truncate px-1 text-[13px] font-medium text-muted-foreground">The member: {entry.subject.name ?? member}</legend>
        <label htmlFor={`${id}-days`} className="-mb-1.5 text-[13px] text-muted-foreground">
          Suspend for
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <Select
            id={`${id}-days`}
            value={String(draft.days)}
            onChange={(event) => change({ days: Number(event.target.value) })}
            className="h-8 w-[6.5rem] py-1"
          >
            {SUSPENSION_PRESETS.map((days) => (
              <option key={days} value={days}>
                {daysText(days)}
              </option>
            ))}
          </Select>
          <Button variant="outline" size="sm" onClick={() => decide('suspend')}>
            <Clock aria-hidden="true" />
            Suspend
          </Button>
          <Button variant="outline" size="sm" onClick={() => decide('ban')} className="text-destructive hover:text-destructive">
            <Ban aria-hidden="true" />
            Ban
          </Button>
        </div>
        {canRemoveItem(entry.kind) ? (
          <label className="flex w-fit items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.removeItem}
              onChange={(event) => change({ removeItem: event.target.checked })}
              className="size-4 accent-brand"
            />
            Also remove the {item}
          </label>
        ) : null}
      </fieldset>
      <FailureAlert failure={failure} descriptionClassName="text-foreground" />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirm?.title ?? ''}
        description={confirm?.description ?? ''}
        onConfirm={() => (confirming ? send(confirming.decision) : undefined)}
        pending={pending}
        icon={confirming?.decision.action === 'ban' ? Ban : Clock}
        confirmLabel={confirm?.confirm ?? 'Confirm'}
        busyLabel="Saving..."
      />
    </div>
  );
}
