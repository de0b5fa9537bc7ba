import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, CreateAppealSchema, ModerationErrorCode } from '@stave/contracts';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText, showErrorsAndFocus, validate } from '@/lib/form-errors';
import { useAppealMutation, useStandingQuery } from '../api/moderation.queries';

// A suspended or banned member's one appeal (10 to 2,000 characters). Sent, the notice shows it and, later, the answer.
export function AppealForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useAppealMutation();
  const standing = useStandingQuery();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFailure(null);
    const result = validate(CreateAppealSchema.safeParse({ message }));
    if (result.errors) {
      const found = result.errors.message;
      showErrorsAndFocus(() => setError(found), formRef.current);
      return;
    }
    setError(undefined);
    mutation.mutate(result.data.message, {
      onSuccess: () => toast({ title: 'Appeal sent', description: 'A moderator will read it and answer here.', variant: 'success' }),
      onError: (failed) => {
        // Already appealed (another tab), or nothing left to appeal: the standing as it is now says which.
        if (isApiError(failed) && (failed.code === ModerationErrorCode.AppealExists || failed.code === ModerationErrorCode.NotSuspended))
          void standing.refetch();
        setFailure(errorText(failed, 'Your appeal could not be sent. Please try again.'));
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={mutation.isPending}>
      <FailureAlert title="Appeal not sent" failure={failure} />
      <FormField
        label="Why should a moderator look again?"
        error={error}
        hint={`${message.length.toLocaleString('en-GB')} / ${APPEAL_MESSAGE_MAX.toLocaleString('en-GB')} characters, at least ${APPEAL_MESSAGE_MIN}`}
      >
        <Textarea
          name="message"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            if (error) setError(undefined);
          }}
          rows={5}
          maxLength={APPEAL_MESSAGE_MAX}
          placeholder="Explain what happened, and anything the moderator should know"
          disabled={mutation.isPending}
        />
      </FormField>
      <div>
        <BusyButton type="submit" busy={mutation.isPending} busyLabel="Sending..." icon={Send}>
          Send appeal
        </BusyButton>
      </div>
    </form>
  );
}
