import { BOOKING_REASON_MAX_LENGTH, type BookingView } from '@stave/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import type { ActingFor } from '../acting-for';
import { useRaiseIssueMutation } from '../api/bookings.queries';

// 'Raise an issue': one line saying what went wrong, within 7 days of the engagement's end (once per booking); as the
// business when its admin raises it (`actingFor`).
export function RaiseIssueDialog({
  booking,
  actingFor = null,
  open,
  onOpenChange,
}: {
  booking: BookingView;
  actingFor?: ActingFor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const raise = useRaiseIssueMutation(booking.id, actingFor);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (!text.trim()) return setError('Say what went wrong');
    raise.mutate(text.trim(), {
      onSuccess: () => {
        toast({ title: 'Issue raised', description: 'The other side has been told.', variant: 'success' });
        onOpenChange(false);
      },
      onError: (failure) => setError(errorText(failure, 'The issue was not sent. Please try again.')),
    });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Raise an issue"
      description={`${booking.role}: say in one line what went wrong. You can raise one issue, within 7 days of the end.`}
      onConfirm={confirm}
      pending={raise.isPending}
      icon={Flag}
      confirmLabel="Raise issue"
      busyLabel="Sending..."
    >
      <FormField label="What went wrong" error={error}>
        <Input
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          maxLength={BOOKING_REASON_MAX_LENGTH}
          disabled={raise.isPending}
        />
      </FormField>
    </ConfirmDialog>
  );
}
