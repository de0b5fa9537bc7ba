import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Mail } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { IDENTITY_MESSAGES, UpdateProfileSchema } from '@stave/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { updateProfile } from '@/features/profile';
import { useFormFields } from '@/hooks/useFormFields';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { SettingsCard } from './SettingsCard';

type Values = { email: string; currentPassword: string };
type Field = keyof Values;

const EMPTY: Values = { email: '', currentPassword: '' };

// Settings › Account: the address the member signs in with and is mailed at. Moving it asks for the current password
// (docs/reliability.md#decision-email-change-password: a stolen session alone can't move the account to another inbox); the old address is told.
export function EmailCard() {
  const { user, replaceUser } = useAuth();
  const current = user?.email ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, fieldErrors: errors, setFieldErrors: setErrors, bind } = useFormFields<Values>(EMPTY);
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
    onError: (error) => {
      // A wrong or missing password, an address refused or already taken (409 EMAIL_TAKEN): on their fields.
      const fields = apiFieldErrors(error);
      if (fields.email || fields.currentPassword) {
        showErrorsAndFocus(() => setErrors({ email: fields.email, currentPassword: fields.currentPassword }), formRef.current);
        return;
      }
      setFailure(errorText(error, 'Your email was not changed. Please try again.'));
    },
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
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
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
      {/* Present from the start, so the outcome added to it is read out. */}
      <div aria-live="polite">
        {changedTo ? (
          <Alert variant="success" role="none">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Your email is now {changedTo}</AlertTitle>
            <AlertDescription>We&apos;ve told your old address about the change.</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {failure ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Your email was not changed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      {/* Read-only rather than disabled while sending, so a refused field can take the focus back. */}
      <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-sm gap-4" aria-busy={busy}>
        <InputField
          label="New email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="you@example.com"
          {...bind('email')}
          error={errors.email}
          readOnly={busy}
        />
        <InputField
          label="Current password"
          password
          autoComplete="current-password"
          hint="Needed to change your email."
          {...bind('currentPassword')}
          error={errors.currentPassword}
          readOnly={busy}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner className="size-4 text-current" /> : null}
            {busy ? 'Changing...' : 'Change email'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
