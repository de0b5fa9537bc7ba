import { IDENTITY_MESSAGES, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, RegisterSchema } from '@stave/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { ProfessionalTypeSelect } from '@/components/forms/ProfessionalTypeSelect';
import { FormField, InputField } from '@/components/ui/form-field';
import { useRegistration } from '@/features/auth/components/useRegistration';
import { useFormFields } from '@/hooks/useFormFields';
import { showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { CreateAccountButton, NewPasswordField } from './auth-fields';

type Values = {
  username: string;
  email: string;
  name: string;
  type: string;
  location: string;
  password: string;
  confirmPassword: string;
};
type Field = keyof Values;

const EMPTY: Values = { username: '', email: '', name: '', type: '', location: '', password: '', confirmPassword: '' };

type RegisterFormProps = {
  // Prefilled from a valid invitation; fills the email field if the visitor hasn't typed one.
  invitedEmail: string | null;
  referralToken: string | null;
};

// Registration form of the landing/auth screen.
export function RegisterForm({ invitedEmail, referralToken }: RegisterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    values,
    setValues,
    fieldErrors: clientErrors,
    setFieldErrors: setClientErrors,
    change,
    bind,
  } = useFormFields<Values>({ ...EMPTY, email: invitedEmail ?? '' });
  const [seenInvite, setSeenInvite] = useState(invitedEmail);
  const { mutation, failure, serverErrors, busy } = useRegistration(referralToken);

  // The invitation can be validated after the form first rendered.
  if (invitedEmail !== seenInvite) {
    setSeenInvite(invitedEmail);
    if (invitedEmail && !values.email) setValues((current) => ({ ...current, email: invitedEmail }));
  }

  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(RegisterSchema.safeParse({ ...values, location: values.location || undefined }));
    const found: FieldErrors<Field> = { ...(result.errors ?? {}) };
    // The schema's cross-field checks run only once every field passes; show them with the rest.
    if (!found.name && !values.name.trim()) found.name = IDENTITY_MESSAGES.nameRequired;
    // The confirmation follows the same length rule as the password (docs/reliability.md#decision-password-length), checked
    // before the match, as the spec's form did.
    if (values.confirmPassword.length < PASSWORD_MIN_LENGTH) found.confirmPassword = PASSWORD_MESSAGES.tooShort;
    else if (values.confirmPassword !== values.password) found.confirmPassword = PASSWORD_MESSAGES.mismatch;
    if (Object.keys(found).length > 0 || !result.data) {
      showErrorsAndFocus(() => setClientErrors(found), formRef.current);
      return;
    }
    setClientErrors({});
    const { username, email, type, name, location } = result.data;
    mutation.mutate({ username, email, type, name, location, password: values.password });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
      <FailureAlert title="Registration failed" failure={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Full name" error={errors.name} autoComplete="name" placeholder="Ada Lovelace" disabled={busy} {...bind('name')} />
        <InputField
          label="Username"
          error={errors.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="ada.keys"
          disabled={busy}
          {...bind('username')}
        />
      </div>
      <EmailField error={errors.email} disabled={busy} {...bind('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Professional type" error={errors.type}>
          <ProfessionalTypeSelect name="type" value={values.type} onChange={change('type')} disabled={busy} />
        </FormField>
        <InputField
          label="Location"
          optional
          error={errors.location}
          autoComplete="address-level2"
          placeholder="Manchester, UK"
          disabled={busy}
          {...bind('location')}
        />
      </div>
      <NewPasswordField error={errors.password} disabled={busy} {...bind('password')} />
      <InputField label="Confirm password" error={errors.confirmPassword} password autoComplete="new-password" disabled={busy} {...bind('confirmPassword')} />
      <CreateAccountButton busy={busy} />
      <p className="text-center text-xs text-muted-foreground">Free plan, no card needed. You can upgrade any time.</p>
    </form>
  );
}
