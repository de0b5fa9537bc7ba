import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { DeleteAccountSchema, ERASURE_GRACE_DAYS, IdentityErrorCode, TWO_FACTOR_MESSAGES } from '@stave/contracts';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IconDialogHeader } from '@/components/ui/icon-dialog-header';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { accountDeletedPath } from '../account-deleted-path';
import { deleteAccount } from '../api/privacy.api';
import { useTwoFactorQuery } from '../api/two-factor.queries';
import { CodeField, CurrentPasswordField } from './AccountFields';
import { SettingsCard } from './SettingsCard';

const WHAT_HAPPENS = `Your account and everything you posted will be deleted after ${ERASURE_GRACE_DAYS} days. Sign in before then to keep it. Download your data first if you want a copy.`;

// Settings › Your data, the danger zone: deleting the account. Nothing is erased at once: the server ends
// every session and erases the account after the grace period unless the member signs in before.
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      titleId="delete-account-title"
      title="Delete account"
      icon={Trash2}
      iconClassName="text-destructive"
      description={WHAT_HAPPENS}
      className="border-destructive/40"
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete account
      </Button>
      {/* Mounted while open only: every opening starts with empty fields. */}
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </SettingsCard>
  );
}

type Field = 'password' | 'code';

// The password, and a code when two-factor sign-in is on (as turning two-factor sign-in off asks). The server's
// field errors (a wrong password, a wrong code) show on their fields.
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { signOut } = useAuth();
  const twoFactor = useTwoFactorQuery();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The server asked for a code the status had not said was needed (two-factor sign-in turned on elsewhere).
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = twoFactor.data?.enabled === true || codeAsked;

  const removal = useMutation({
    mutationFn: deleteAccount,
    // Every session was ended by the server: the member is signed out here without asking it, and lands on the page
    // that says when the account goes.
    onSuccess: ({ scheduledFor }) => void signOut(null, { endedByServer: true, to: accountDeletedPath(scheduledFor) }),
    onError: (error) => {
      const fields: FieldErrors<Field> = apiFieldErrors(error);
      if (isApiError(error) && (error.code === IdentityErrorCode.TwoFactorRequired || error.code === IdentityErrorCode.InvalidTwoFactorCode)) {
        fields.code = error.detail || TWO_FACTOR_MESSAGES.invalidCode;
      }
      if (fields.code) setCodeAsked(true);
      if (fields.password || fields.code) {
        showErrorsAndFocus(() => setErrors({ password: fields.password, code: fields.code }), formRef.current);
        return;
      }
      setFailure(errorText(error, 'Your account could not be deleted. Please try again.'));
    },
  });
  // After the answer the page is on its way to /account-deleted: nothing more to do here. The fields are read-only
  // rather than disabled meanwhile, so a refused one can take the focus back.
  const busy = removal.isPending || removal.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const result = validate(DeleteAccountSchema.safeParse({ password, ...(needsCode ? { code } : {}) }));
    if (result.errors) {
      const found = result.errors;
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
    removal.mutate(result.data);
  };

  return (
    <Dialog open onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md" role="alertdialog" hideClose={busy}>
        <IconDialogHeader icon={Trash2} tone="destructive" title="Delete your account?">
          {WHAT_HAPPENS}
        </IconDialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
          <FailureAlert title="Your account was not deleted" failure={failure} data-testid="delete-account-error" />
          <CurrentPasswordField
            label="Password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            readOnly={busy}
          />
          {needsCode ? (
            <CodeField
              label="Code from the app, or a recovery code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={errors.code}
              readOnly={busy}
            />
          ) : null}
          <FormDialogFooter onOpenChange={onClose} busy={busy} busyLabel="Deleting..." variant="destructive">
            Delete account
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
