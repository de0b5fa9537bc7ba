import { PASSWORD_MIN_LENGTH, RegisterSchema } from '@stave/contracts';
import { AlertCircle, ArrowRight } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { ProfessionalTypeSelect } from '@/components/forms/ProfessionalTypeSelect';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { useRegistration } from '@/features/auth/components/useRegistration';
import { useFormFields } from '@/hooks/useFormFields';
import { showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';

type Values = { firstName: string; lastName: string; username: string; email: string; type: string; password: string };
type Field = keyof Values;

// Spec §2 simple registration: first and last name (the display name is the two joined),
// username, email, professional type, password with show/hide.
export function SimpleRegisterForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    values,
    fieldErrors: clientErrors,
    setFieldErrors: setClientErrors,
    change,
  } = useFormFields<Values>({ firstName: '', lastName: '', username: '', email: '', type: '', password: '' });
  const { mutation, failure, serverErrors, busy } = useRegistration(null);
  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = validate(RegisterSchema.safeParse(values));
    const found: FieldErrors<Field> = { ...(result.errors ?? {}) };
    if (!values.firstName.trim()) found.firstName = 'First name is required';
    if (!values.lastName.trim()) found.lastName = 'Last name is required';
    if (Object.keys(found).length > 0 || !result.data) {
      showErrorsAndFocus(() => setClientErrors(found), formRef.current);
      return;
    }
    setClientErrors({});
    const { username, email, type, name } = result.data;
    mutation.mutate({
      username,
      email,
      type,
      name,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
      {failure ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Registration failed</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 xs:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={change('firstName')} disabled={busy} />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={change('lastName')} disabled={busy} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username} hint="3-30 letters, numbers, dots, dashes or underscores.">
        <Input
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={change('username')}
          disabled={busy}
        />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={change('email')}
          disabled={busy}
        />
      </FormField>
      <FormField label="Professional type" error={errors.type}>
        <ProfessionalTypeSelect name="type" value={values.type} onChange={change('type')} disabled={busy} />
      </FormField>
      <FormField label="Password" error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={change('password')} disabled={busy} />
      </FormField>
      <Button type="submit" size="lg" variant="brand" className="mt-1 w-full" disabled={busy}>
        {busy ? <Spinner className="size-4 text-current" /> : null}
        {busy ? 'Creating your account...' : 'Create account'}
        {busy ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
