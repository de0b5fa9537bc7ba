import { WifiOff } from 'lucide-react';
import { FieldError } from '@/components/ui/form-field';

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
