import { AVAILABILITY_NOTE_MAX_LENGTH, type AvailabilityEntry, type AvailabilityEntryInput } from '@stave/contracts';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useSaveEntryMutation } from '../api/availability.queries';

interface Draft {
  kind: 'busy' | 'free';
  date: string;
  endDate: string;
  allDay: boolean;
  from: string;
  to: string;
  weekly: boolean;
  repeatUntil: string;
  note: string;
}

const draftOf = (entry: AvailabilityEntry | null, date: string): Draft => ({
  kind: entry?.kind ?? 'busy',
  date: entry?.date ?? date,
  endDate: entry?.endDate ?? '',
  allDay: entry ? entry.from === null : false,
  from: entry?.from ?? '18:00',
  to: entry?.to ?? '22:00',
  weekly: entry?.repeat === 'weekly',
  repeatUntil: entry?.repeatUntil ?? '',
  note: entry?.note ?? '',
});

// The body the contract takes (its schema checks it again and answers each field's text).
export function inputOf(draft: Draft): AvailabilityEntryInput {
  return {
    kind: draft.kind,
    date: draft.date,
    endDate: draft.allDay && !draft.weekly && draft.endDate ? draft.endDate : null,
    from: draft.allDay ? null : draft.from,
    to: draft.allDay ? null : draft.to,
    repeat: draft.weekly ? 'weekly' : 'none',
    repeatUntil: draft.weekly && draft.repeatUntil ? draft.repeatUntil : null,
    note: draft.note.trim() || null,
  };
}

// Add or edit a free or busy time: a whole day (or days), or a time range within a day, optionally every week.
export function EntryDialog({
  entry,
  date,
  open,
  onOpenChange,
}: {
  entry: AvailabilityEntry | null;
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveEntryMutation();
  const [draft, setDraft] = useState(() => draftOf(entry, date));
  const [error, setError] = useState<string | undefined>();
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(undefined);
  };
  const confirm = () =>
    save.mutate(
      { id: entry?.id ?? null, entry: inputOf(draft) },
      {
        onSuccess: () => {
          toast({ title: entry ? 'Time updated' : 'Time added', variant: 'success' });
          onOpenChange(false);
        },
        onError: (failure) => setError(errorText(failure, 'The time was not saved. Please try again.')),
      },
    );
  const disabled = save.isPending;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? 'Edit time' : 'Add a time'}
      description="London times. Only you see these; others can only ask whether you’re free, and only if you share it."
      onConfirm={confirm}
      pending={save.isPending}
      icon={CalendarClock}
      confirmLabel="Save"
      busyLabel="Saving..."
    >
      <div className="grid gap-3">
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">Busy or free</legend>
          {(['busy', 'free'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2">
              <input type="radio" name="kind" checked={draft.kind === kind} onChange={() => set({ kind })} disabled={disabled} />
              {kind === 'busy' ? 'Busy' : 'Free'}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Date">
            <Input type="date" value={draft.date} onChange={(event) => set({ date: event.target.value })} disabled={disabled} required />
          </FormField>
          {draft.allDay && !draft.weekly ? (
            <FormField label="Last day" optional>
              <Input type="date" value={draft.endDate} min={draft.date} onChange={(event) => set({ endDate: event.target.value })} disabled={disabled} />
            </FormField>
          ) : null}
        </div>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.allDay} onChange={(event) => set({ allDay: event.target.checked })} disabled={disabled} />
          All day
        </label>
        {draft.allDay ? null : (
          <div className="grid grid-cols-2 gap-3">
            <FormField label="From">
              <Input type="time" value={draft.from} onChange={(event) => set({ from: event.target.value })} disabled={disabled} />
            </FormField>
            <FormField label="To">
              <Input type="time" value={draft.to} onChange={(event) => set({ to: event.target.value })} disabled={disabled} />
            </FormField>
          </div>
        )}
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.weekly} onChange={(event) => set({ weekly: event.target.checked })} disabled={disabled} />
          Repeat every week
        </label>
        {draft.weekly ? (
          <FormField label="Until" optional>
            <Input type="date" value={draft.repeatUntil} min={draft.date} onChange={(event) => set({ repeatUntil: event.target.value })} disabled={disabled} />
          </FormField>
        ) : null}
        <FormField label="Note (only you see it)" optional error={error}>
          <Input value={draft.note} maxLength={AVAILABILITY_NOTE_MAX_LENGTH} onChange={(event) => set({ note: event.target.value })} disabled={disabled} />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
