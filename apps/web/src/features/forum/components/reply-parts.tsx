import { SendHorizontal, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { BusyButton } from '@/components/ui/busy-button';
import type { useReplyDraft } from '@/hooks/useReplyDraft';

// The pieces a reply box (a forum thread's, a support ticket's) shows beside its field (useReplyDraft).

// The field's error, read with it (its id is in the field's aria-describedby).
export const ReplyError = FieldError;

// In place of the hint while offline: the box keeps its draft, and sends nothing.
export function OfflineReplyHint() {
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-destructive">
      <WifiOff className="size-3.5" aria-hidden="true" />
      Replying is disabled until you are back online.
    </span>
  );
}

type ReplyFooterProps = {
  // What useReplyDraft answers.
  reply: Pick<ReturnType<typeof useReplyDraft>, 'ids' | 'error' | 'online' | 'busy' | 'canSend'>;
  // Under the field while online (the characters left, what sending does).
  hint: ReactNode;
  // The button ('Post reply'), and while it sends ('Posting...').
  label: string;
  busyLabel: string;
};

// Under a reply box's field: its error, the hint (or the offline note) and the send button.
export function ReplyFooter({ reply, hint, label, busyLabel }: ReplyFooterProps) {
  const { ids, error, online, busy, canSend } = reply;
  return (
    <>
      <ReplyError id={ids.error} error={error} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {online ? hint : <OfflineReplyHint />}
        </p>
        <BusyButton type="submit" className="ml-auto" busy={busy} busyLabel={busyLabel} icon={SendHorizontal} disabled={!canSend}>
          {label}
        </BusyButton>
      </div>
    </>
  );
}
