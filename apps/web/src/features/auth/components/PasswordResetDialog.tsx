import { ForgotPasswordSchema, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, KeyRound, MailCheck } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/form-field';
import { IconDialogHeader } from '@/components/ui/icon-dialog-header';
import { requestPasswordReset, resetPassword } from '@/features/auth/api/account.api';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { NewPasswordField } from './auth-fields';

export type ResetStep = 'email' | 'reset' | 'done';

type PasswordResetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialStep: ResetStep;
  initialToken?: string;
  // Return to Login: the login tab shows, with the email filled in when we know it.
  onReturnToLogin: (email: string) => void;
};

// Forgot-password flow: an email dialog, then a token + new password dialog (token
// prefilled when the response carries one), then Return to Login.
export function PasswordResetDialog({ open, onOpenChange, initialStep, initialToken = '', onReturnToLogin }: PasswordResetDialogProps) {
  const [step, setStep] = useState<ResetStep>(initialStep);
  const [email, setEmail] = useState('');
  const [emailStepDone, setEmailStepDone] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [tokenPrefilled, setTokenPrefilled] = useState(Boolean(initialToken));
  const [reset, setReset] = useState({ token: initialToken, newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const forgot = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address),
    onSuccess: (response) => {
      setEmailStepDone(true);
      setSentMessage(response.message);
      setTokenPrefilled(Boolean(response.token));
      setReset((current) => ({ ...current, token: response.token ?? current.token }));
      setFailure(null);
      setStep('reset');
    },
    onError: (error) => {
      const text = errorText(error, 'Failed to process request');
      setFailure(text);
      setErrors(apiFieldErrors(error));
      toast({ title: 'Error', description: text, variant: 'destructive' });
    },
  });

  const doReset = useMutation({
    mutationFn: resetPassword,
    onSuccess: (response) => {
      setFailure(null);
      setReset({ token: '', newPassword: '', confirmPassword: '' });
      setStep('done');
      toast({ title: 'Password reset', description: response.message, variant: 'success' });
    },
    onError: (error) => {
      const text = errorText(error, 'Failed to reset password');
      setFailure(text);
      setErrors(apiFieldErrors(error));
      toast({ title: 'Error', description: text, variant: 'destructive' });
    },
  });

  const busy = forgot.isPending || doReset.isPending;

  const showErrors = (found: FieldErrors) => {
    showErrorsAndFocus(() => setErrors(found), formRef.current);
  };

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = validate(ForgotPasswordSchema.safeParse({ email }));
    if (result.errors) return showErrors(result.errors);
    setErrors({});
    forgot.mutate(result.data.email);
  };

  const submitReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = validate(ResetPasswordSchema.safeParse(reset));
    const found = { ...(result.errors ?? {}) };
    if (reset.confirmPassword.length < PASSWORD_MIN_LENGTH) found.confirmPassword = PASSWORD_MESSAGES.tooShort;
    else if (reset.confirmPassword !== reset.newPassword) found.confirmPassword = PASSWORD_MESSAGES.mismatch;
    if (Object.keys(found).length > 0 || !result.data) return showErrors(found);
    setErrors({});
    doReset.mutate(result.data);
  };

  const changeReset = (field: keyof typeof reset) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setReset((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // Back returns to the email dialog unless the email step already succeeded.
  const back = () => {
    setErrors({});
    setFailure(null);
    if (emailStepDone) onOpenChange(false);
    else setStep('email');
  };

  const failureAlert = <FailureAlert title="Something went wrong" failure={failure} />;

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" data-testid="password-reset-dialog">
        {step === 'email' ? (
          <form ref={formRef} noValidate onSubmit={submitEmail} className="grid gap-5">
            <IconDialogHeader icon={KeyRound} title="Reset your password">
              Enter the email address on your account and we'll help you choose a new password.
            </IconDialogHeader>
            {failureAlert}
            <EmailField
              error={errors.email}
              id="reset-email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (errors.email) setErrors({});
              }}
              disabled={busy}
              autoFocus
            />
            <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Sending...">
              Continue
            </FormDialogFooter>
          </form>
        ) : null}

        {step === 'reset' ? (
          <form ref={formRef} noValidate onSubmit={submitReset} className="grid gap-5">
            <IconDialogHeader icon={MailCheck} title="Choose a new password">
              {tokenPrefilled
                ? 'Your reset token is filled in below. It works once, for one hour.'
                : 'Enter the reset token from the email we sent you, then your new password.'}
            </IconDialogHeader>
            {sentMessage && !tokenPrefilled ? (
              <Alert variant="info">
                <MailCheck aria-hidden="true" />
                <AlertDescription className="text-foreground">{sentMessage}</AlertDescription>
              </Alert>
            ) : null}
            {failureAlert}
            <InputField
              label="Reset token"
              error={errors.token}
              id="reset-token"
              autoComplete="one-time-code"
              spellCheck={false}
              className="font-mono text-[13px]"
              value={reset.token}
              onChange={changeReset('token')}
              disabled={busy}
            />
            <NewPasswordField
              label="New password"
              error={errors.newPassword}
              id="reset-new-password"
              value={reset.newPassword}
              onChange={changeReset('newPassword')}
              disabled={busy}
              autoFocus={tokenPrefilled}
            />
            <InputField
              label="Confirm new password"
              error={errors.confirmPassword}
              password
              id="reset-confirm-password"
              autoComplete="new-password"
              value={reset.confirmPassword}
              onChange={changeReset('confirmPassword')}
              disabled={busy}
            />
            <DialogFooter className="sm:justify-between">
              <Button variant="ghost" onClick={back} disabled={busy}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <BusyButton type="submit" busy={busy} busyLabel="Resetting...">
                Reset password
              </BusyButton>
            </DialogFooter>
          </form>
        ) : null}

        {step === 'done' ? (
          <div className="grid gap-5">
            <IconDialogHeader icon={CheckCircle2} tone="success" title="Password updated">
              Your password has been reset successfully. You can now log in.
            </IconDialogHeader>
            <DialogFooter>
              <Button onClick={() => onReturnToLogin(email)} autoFocus>
                Return to Login
              </Button>
            </DialogFooter>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
