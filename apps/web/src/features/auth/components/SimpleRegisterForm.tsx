import { RegisterSchema } from '@stave/contracts';
import { useRef, type FormEvent } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { ProfessionalTypeSelect } from '@/components/forms/ProfessionalTypeSelect';
import { FormField, InputField } from '@/components/ui/form-field';
import { useRegistration } from '@/features/auth/components/useRegistration';
import { useFormFields } from '@/hooks/useFormFields';
import { showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { CreateAccountButton, NewPasswordField } from './auth-fields';

type Values = { firstName: string; lastName: string; username: string; email: string; type: string; password: string };
type Field = keyof Values;

// Simple registration: first and last name (the display name is the two joined),
// username, email, professional type, password with show/hide.
export function SimpleRegisterForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    values,
    fieldErrors: clientErrors,
    setFieldErrors: setClientErrors,
    change,
    bind,
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
      <FailureAlert title="Registration failed" failure={failure} />
      <div className="grid gap-4 xs:grid-cols-2">
        <InputField label="First name" error={errors.firstName} autoComplete="given-name" disabled={busy} {...bind('firstName')} />
        <InputField label="Last name" error={errors.lastName} autoComplete="family-name" disabled={busy} {...bind('lastName')} />
      </div>
      <InputField
        label="Username"
        error={errors.username}
        hint="3-30 letters, numbers, dots, dashes or underscores."
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={busy}
        {...bind('username')}
      />
      <EmailField error={errors.email} disabled={busy} {...bind('email')} />
      <FormField label="Professional type" error={errors.type}>
        <ProfessionalTypeSelect name="type" value={values.type} onChange={change('type')} disabled={busy} />
      </FormField>
      <NewPasswordField error={errors.password} disabled={busy} {...bind('password')} />
      <CreateAccountButton busy={busy} />
    </form>
  );
}
