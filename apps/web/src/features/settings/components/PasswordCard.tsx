import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ChangePasswordSchema, PASSWORD_MIN_LENGTH } from '@stave/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useFormFields } from '@/hooks/useFormFields';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { changePassword } from '../api/account.api';
import { sessionKeys } from '../api/sessions.queries';
import { SettingsCard } from './SettingsCard';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
type Field = keyof Values;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

// Settings › Account: a new password, with the current one. The server signs the other devices out (this one stays)
// and mails the account's address.
export function PasswordCard() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, fieldErrors: errors, setFieldErrors: setErrors, bind } = useFormFields<Values>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      setValues(EMPTY);
      setChanged(message);
      // Settings › Security lists the devices: only this one is left.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.list });
    },
    onError: (error) => {
      // A wrong current password, a new one the policy refuses, a confirmation that differs: on their fields. Too many
      // tries (429) and anything else: above the form, in the server's words.
      const fields = apiFieldErrors(error);
      const found: FieldErrors<Field> = Object.fromEntries(FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]));
      if (Object.keys(found).length > 0) {
        showErrorsAndFocus(() => setErrors(found), formRef.current);
        return;
      }
      setFailure(errorText(error, 'Your password was not changed. Please try again.'));
    },
  });
  const busy = change.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setChanged(null);
    const result = validate(ChangePasswordSchema.safeParse(values));
    if (result.errors) {
      const found = result.errors;
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
    change.mutate(result.data);
  };

  return (
    <SettingsCard
      titleId="password-title"
      title="Password"
      icon={LockKeyhole}
      description="Changing it signs you out on your other devices, and we email you to say so. You stay signed in here."
      contentClassName="grid gap-5"
    >
      {/* Present from the start, so the outcome added to it is read out. */}
      <div aria-live="polite">
        {changed ? (
          <Alert variant="success" role="none" data-testid="password-changed">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Password changed</AlertTitle>
            <AlertDescription>{changed}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Your password was not changed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      {/* Read-only rather than disabled while sending, so a refused field can take the focus back. */}
      <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-sm gap-4" aria-busy={busy}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <InputField
          label="Current password"
          password
          autoComplete="current-password"
          {...bind('currentPassword')}
          error={errors.currentPassword}
          readOnly={busy}
        />
        <InputField
          label="New password"
          password
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Avoid one you use elsewhere.`}
          {...bind('newPassword')}
          error={errors.newPassword}
          readOnly={busy}
        />
        <InputField
          label="Confirm new password"
          password
          autoComplete="new-password"
          {...bind('confirmPassword')}
          error={errors.confirmPassword}
          readOnly={busy}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="size-4 text-current" /> : null}
            {busy ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
