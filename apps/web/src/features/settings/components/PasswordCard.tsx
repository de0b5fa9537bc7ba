import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ChangePasswordSchema, PASSWORD_MIN_LENGTH } from '@stave/contracts';
import { InputField } from '@/components/ui/form-field';
import { useAuth } from '@/features/auth';
import { useFormFields } from '@/hooks/useFormFields';
import { errorText } from '@/lib/form-errors';
import { changePassword } from '../api/account.api';
import { sessionKeys } from '../api/sessions.queries';
import { ChangeForm } from './ChangeForm';
import { CurrentPasswordField } from './AccountFields';
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
  const { values, setValues, errors, check, refuse, formRef, bind } = useFormFields<Values>(EMPTY);
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
    // A wrong current password, a new one the policy refuses, a confirmation that differs: on their fields. Too many
    // tries (429) and anything else: above the form, in the server's words.
    onError: (error) => refuse(error, FIELDS) || setFailure(errorText(error, 'Your password was not changed. Please try again.')),
  });
  const busy = change.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setChanged(null);
    const data = check(ChangePasswordSchema.safeParse(values));
    if (data) change.mutate(data);
  };

  return (
    <SettingsCard
      titleId="password-title"
      title="Password"
      icon={LockKeyhole}
      description="Changing it signs you out on your other devices, and we email you to say so. You stay signed in here."
      contentClassName="grid gap-5"
    >
      <ChangeForm
        formRef={formRef}
        onSubmit={submit}
        busy={busy}
        done={changed ? { title: 'Password changed', description: changed, testId: 'password-changed' } : null}
        failure={failure}
        failureTitle="Your password was not changed"
        submitLabel="Change password"
        busyLabel="Changing..."
      >
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <CurrentPasswordField {...bind('currentPassword')} error={errors.currentPassword} readOnly={busy} />
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
      </ChangeForm>
    </SettingsCard>
  );
}
