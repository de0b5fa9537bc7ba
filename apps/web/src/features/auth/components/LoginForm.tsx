import { LoginSchema, PRIVACY_MESSAGES } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { login } from '@/features/auth/api/account.api';
import { StorageUnavailableError, assertCanStoreAuth, persistSession, reloadIntoApp, reloadIntoSuspendedNotice } from '@/features/auth/session';
import { useFormFields } from '@/hooks/useFormFields';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { apiFieldErrors, showErrorsAndFocus } from '@/lib/form-errors';

type Values = { email: string; password: string; code: string };

// The inline alert carries the server's words; storage and network failures say so.
function loginFailureText(error: unknown): string {
  if (error instanceof StorageUnavailableError) {
    return 'Login failed: Unable to store authentication data. Please enable cookies and local storage for this site.';
  }
  if (isApiError(error)) return error.detail || 'Login failed. Please try again.';
  if (error instanceof TypeError) return 'Login error: Stave could not be reached. Check your connection and try again.';
  return 'Login failed. Please try again.';
}

type LoginFormProps = {
  idPrefix: string;
  defaultEmail?: string;
  // A link or button under the password field ('Forgot your password?').
  passwordAction?: ReactNode;
};

// Login: valid email, password required; success stores the session and reloads into
// /dashboard 100 ms later.
export function LoginForm({ idPrefix, defaultEmail = '', passwordAction }: LoginFormProps) {
  // One set of field errors: the form's own checks and the server's.
  const {
    values,
    fieldErrors: errors,
    setFieldErrors: setErrors,
    bind,
    formRef,
    check,
  } = useFormFields<Values>({ email: defaultEmail, password: '', code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Two-factor sign-in is on for this account: the password was right, the code is asked next.
  const [needsCode, setNeedsCode] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  const mutation = useMutation({
    mutationFn: async (input: { email: string; password: string; code?: string }) => {
      assertCanStoreAuth();
      const result = await login(input);
      persistSession(result.token, result.user, { restricted: result.restricted });
      return result;
    },
    onSuccess: ({ user, restricted, deletionCancelled }) => {
      setRedirecting(true);
      // Signing in within the grace period keeps the account; the member is told so instead of the welcome.
      const kept = deletionCancelled ? { title: 'Account deletion cancelled', description: PRIVACY_MESSAGES.deletionCancelled } : undefined;
      if (restricted) reloadIntoSuspendedNotice(kept);
      else reloadIntoApp(kept ?? { title: 'Welcome back!', description: `Logged in as ${user.name || user.username}` });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'TWO_FACTOR_REQUIRED') {
        setFailure(null);
        setNeedsCode(true);
        return;
      }
      // A wrong code, or too many in a row (then only a recovery code or a password reset works: the text says so).
      if (isApiError(error) && (error.code === 'INVALID_TWO_FACTOR_CODE' || error.code === 'TWO_FACTOR_LOCKED')) {
        setNeedsCode(true);
        setFailure(null);
        setErrors({ code: error.detail });
        codeRef.current?.focus();
        return;
      }
      const text = loginFailureText(error);
      setFailure(text);
      setErrors(apiFieldErrors(error));
      toast({ title: 'Login failed', description: text, variant: 'destructive' });
    },
  });

  const busy = mutation.isPending || redirecting;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = check(LoginSchema.safeParse(values));
    if (!checked) return;
    if (needsCode && !values.code.trim()) {
      showErrorsAndFocus(() => setErrors({ code: 'Enter the 6-digit code from your authenticator app' }), formRef.current);
      return;
    }
    mutation.mutate({ email: checked.email, password: values.password, ...(needsCode ? { code: values.code.trim() } : {}) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
      <FailureAlert title="Couldn't sign you in" failure={failure} data-testid="login-error" />
      <EmailField error={errors.email} id={`${idPrefix}-email`} disabled={busy} {...bind('email')} />
      <InputField
        label="Password"
        error={errors.password}
        password
        id={`${idPrefix}-password`}
        autoComplete="current-password"
        placeholder="Your password"
        disabled={busy}
        {...bind('password')}
      />
      {/* After the field, so Tab goes email → password → submit without a detour. */}
      {passwordAction ? <div className="-mt-2 flex justify-end">{passwordAction}</div> : null}
      {needsCode ? (
        <InputField
          ref={codeRef}
          label="Authentication code"
          hint="Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes."
          error={errors.code}
          id={`${idPrefix}-code`}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={20}
          placeholder="123456"
          disabled={busy}
          {...bind('code')}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner className="size-4 text-current" /> : null}
        {busy ? 'Signing in...' : needsCode ? 'Verify and sign in' : 'Sign In'}
        {busy ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </form>
  );
}
