import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { IDENTITY_MESSAGES, UpdateProfileSchema } from '@stave/contracts';
import { EmailField } from '@/components/forms/EmailField';
import { useAuth } from '@/features/auth';
import { updateProfile } from '@/features/profile';
import { useFormFields } from '@/hooks/useFormFields';
import { errorText, validate, type FieldErrors } from '@/lib/form-errors';
import { ChangeForm } from './ChangeForm';
import { CurrentPasswordField } from './AccountFields';
import { SettingsCard } from './SettingsCard';

type Values = { email: string; currentPassword: string };
type Field = keyof Values;

const EMPTY: Values = { email: '', currentPassword: '' };
const FIELDS: Field[] = ['email', 'currentPassword'];

// Settings › Account: the address the member signs in with and is mailed at. Moving it asks for the current password
// (docs/reliability.md#decision-email-change-password: a stolen session alone can't move the account to another inbox); the old address is told.
export function EmailCard() {
  const { user, replaceUser } = useAuth();
  const current = user?.email ?? '';
  const { values, setValues, errors, showErrors, clearErrors, refuse, formRef, bind } = useFormFields<Values>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      // The session and the stored copy follow, as after editing the profile.
      replaceUser(updated);
      setValues(EMPTY);
      setChangedTo(updated.email);
    },
    // A wrong or missing password, an address refused or already taken (409 EMAIL_TAKEN): on their fields.
    onError: (error) => refuse(error, FIELDS) || setFailure(errorText(error, 'Your email was not changed. Please try again.')),
  });
  const busy = change.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setChangedTo(null);
    const result = validate(UpdateProfileSchema.safeParse({ email: values.email, currentPassword: values.currentPassword }));
    const found: FieldErrors<Field> = { ...(result.errors ?? {}) };
    if (!found.email && result.data?.email === current.toLowerCase()) found.email = 'This is already your email address';
    if (!values.currentPassword) found.currentPassword = IDENTITY_MESSAGES.currentPasswordRequired;
    if (Object.keys(found).length > 0 || !result.data?.email) {
      showErrors(found);
      return;
    }
    clearErrors();
    change.mutate({ email: result.data.email, currentPassword: values.currentPassword });
  };

  return (
    <SettingsCard
      titleId="email-title"
      title="Email"
      icon={Mail}
      description="You sign in with this address, and it is where we send sign-in alerts and notices about your account."
      contentClassName="grid gap-5"
    >
      <p className="text-sm">
        Your email is{' '}
        <span className="font-medium break-all" data-testid="current-email">
          {current}
        </span>
      </p>
      <ChangeForm
        formRef={formRef}
        onSubmit={submit}
        busy={busy}
        done={changedTo ? { title: `Your email is now ${changedTo}`, description: "We've told your old address about the change." } : null}
        failure={failure}
        failureTitle="Your email was not changed"
        submitLabel="Change email"
        busyLabel="Changing..."
      >
        <EmailField label="New email" {...bind('email')} error={errors.email} readOnly={busy} />
        <CurrentPasswordField hint="Needed to change your email." {...bind('currentPassword')} error={errors.currentPassword} readOnly={busy} />
      </ChangeForm>
    </SettingsCard>
  );
}
