import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Download, KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup, TwoFactorStatus } from '@stave/contracts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { formatDayMonthYear } from '@/lib/format';
import { apiFieldErrors, errorText, type FieldErrors } from '@/lib/form-errors';
import { disableTwoFactor, enableTwoFactor, renewRecoveryCodes, startTwoFactorSetup } from '../api/two-factor.api';
import { twoFactorKeys, useTwoFactorQuery } from '../api/two-factor.queries';
import { CodeField, CurrentPasswordField } from './AccountFields';
import { SettingsCard } from './SettingsCard';

// What the card shows besides the status: the enrolment in progress, codes to save, or a form.
type Step = { kind: 'idle' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'renew' } | { kind: 'disable' };

// Settings › Security: two-factor sign-in with an authenticator app.
export function TwoFactorCard() {
  const status = useTwoFactorQuery();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status });
  // New recovery codes: the status (on, codes left) is read again while they are shown.
  const showCodes = (codes: string[]) => {
    setStep({ kind: 'codes', codes });
    void refresh();
  };

  return (
    <SettingsCard
      titleId="two-factor-title"
      title="Two-factor sign-in"
      icon={KeyRound}
      description="Signing in asks for a code from an authenticator app on your phone as well as your password, so a stolen password alone cannot open your account."
      badge={status.data ? <StatusBadge status={status.data} /> : null}
    >
      <QueryState
        query={status}
        loadingLabel="Loading two-factor sign-in"
        loading={<Skeleton className="h-10 w-64" />}
        error={{ title: 'Failed to load two-factor sign-in', variant: 'inline' }}
      >
        {(current) => {
          if (step.kind === 'setup') return <EnableForm setup={step.setup} onCancel={() => setStep({ kind: 'idle' })} onDone={showCodes} />;
          if (step.kind === 'codes') return <RecoveryCodesList codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />;
          if (step.kind === 'renew') return <RenewForm onCancel={() => setStep({ kind: 'idle' })} onDone={showCodes} />;
          if (step.kind === 'disable')
            return <DisableForm onCancel={() => setStep({ kind: 'idle' })} onDone={() => void refresh().then(() => setStep({ kind: 'idle' }))} />;
          return current.enabled ? (
            <EnabledSummary status={current} onRenew={() => setStep({ kind: 'renew' })} onDisable={() => setStep({ kind: 'disable' })} />
          ) : (
            <StartSetup onStarted={(setup) => setStep({ kind: 'setup', setup })} onAlreadyOn={() => void refresh()} />
          );
        }}
      </QueryState>
    </SettingsCard>
  );
}

function StatusBadge({ status }: { status: TwoFactorStatus }) {
  return status.enabled ? (
    <Badge variant="brand">
      <ShieldCheck className="size-3.5" aria-hidden="true" /> On
    </Badge>
  ) : (
    <Badge variant="secondary">Off</Badge>
  );
}

function StartSetup({ onStarted, onAlreadyOn }: { onStarted: (setup: TwoFactorSetup) => void; onAlreadyOn: () => void }) {
  const start = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: onStarted,
    onError: (error) => {
      toast({ title: 'Could not start the setup', description: errorText(error, 'Please try again.'), variant: 'destructive' });
      onAlreadyOn();
    },
  });
  return (
    <Button onClick={() => start.mutate()} disabled={start.isPending}>
      {start.isPending ? <Spinner className="size-4 text-current" /> : <ShieldCheck aria-hidden="true" />}
      Set up two-factor sign-in
    </Button>
  );
}

function EnableForm({ setup, onCancel, onDone }: { setup: TwoFactorSetup; onCancel: () => void; onDone: (codes: string[]) => void }) {
  const enable = useCodeForm(enableTwoFactor, (answer) => onDone(answer.recoveryCodes));
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
      <figure className="grid justify-items-center gap-2">
        <img src={setup.qrCode} alt="QR code to scan with your authenticator app" width={184} height={184} className="rounded-lg border bg-white p-1" />
        <figcaption className="max-w-48 text-center text-xs text-muted-foreground">Scan with Google Authenticator, 1Password, Authy or any TOTP app</figcaption>
      </figure>
      <form noValidate onSubmit={enable.submit} className="grid max-w-sm gap-4">
        <p className="text-sm text-muted-foreground">
          Can&apos;t scan? Enter this key in the app instead:{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all text-foreground" data-testid="two-factor-secret">
            {setup.secret}
          </code>
        </p>
        <CodeField value={enable.code} onChange={(event) => enable.setCode(event.target.value)} error={enable.errors.code} label="Code from the app" />
        <FormButtons pending={enable.pending} submitLabel="Turn on" onCancel={onCancel} />
      </form>
    </div>
  );
}

function RenewForm({ onCancel, onDone }: { onCancel: () => void; onDone: (codes: string[]) => void }) {
  const renew = useCodeForm(renewRecoveryCodes, (answer) => onDone(answer.recoveryCodes));
  return (
    <form noValidate onSubmit={renew.submit} className="grid max-w-sm gap-4">
      <p className="text-sm text-muted-foreground">New recovery codes replace the old ones, which stop working.</p>
      <CodeField value={renew.code} onChange={(event) => renew.setCode(event.target.value)} error={renew.errors.code} label="Code from the app" />
      <FormButtons pending={renew.pending} submitLabel="Get new codes" onCancel={onCancel} />
    </form>
  );
}

function DisableForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const form = useCodeForm(
    (code) => disableTwoFactor(password, code),
    () => {
      toast({ title: 'Two-factor sign-in is off', description: 'Signing in now asks for your password only.' });
      onDone();
    },
  );
  return (
    <form noValidate onSubmit={form.submit} className="grid max-w-sm gap-4">
      <CurrentPasswordField label="Password" value={password} onChange={(event) => setPassword(event.target.value)} error={form.errors.password} />
      <CodeField
        value={form.code}
        onChange={(event) => form.setCode(event.target.value)}
        error={form.errors.code}
        label="Code from the app, or a recovery code"
      />
      <FormButtons pending={form.pending} submitLabel="Turn off" destructive onCancel={onCancel} />
    </form>
  );
}

function EnabledSummary({ status, onRenew, onDisable }: { status: TwoFactorStatus; onRenew: () => void; onDisable: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        On since {status.enabledAt ? formatDayMonthYear(status.enabledAt) : 'recently'}.{' '}
        <span className={status.recoveryCodesLeft <= 2 ? 'font-medium text-destructive' : 'text-muted-foreground'}>
          {status.recoveryCodesLeft} of 10 recovery codes left.
        </span>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onRenew}>
          <KeyRound aria-hidden="true" /> New recovery codes
        </Button>
        <Button variant="outline" onClick={onDisable}>
          <ShieldOff aria-hidden="true" /> Turn off
        </Button>
      </div>
    </div>
  );
}

// Shown once, right after they are made: the member copies or downloads them before moving on.
function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `Stave recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'stave-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="grid gap-4">
      <Alert variant="success">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>Two-factor sign-in is on</AlertTitle>
        <AlertDescription>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
        </AlertDescription>
      </Alert>
      <ul
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" /> Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

function FormButtons({ pending, submitLabel, destructive, onCancel }: { pending: boolean; submitLabel: string; destructive?: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <BusyButton type="submit" variant={destructive ? 'destructive' : 'default'} busy={pending}>
        {submitLabel}
      </BusyButton>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  );
}

// A form around one code: the server's field errors (a wrong code, a wrong password) shown on their fields.
function useCodeForm<T>(send: (code: string) => Promise<T>, onDone: (answer: T) => void) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: onDone,
    onError: (error) => {
      const fields = apiFieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { code: errorText(error, 'Please try again.') });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!code.trim()) return setErrors({ code: 'Enter a code' });
    setErrors({});
    mutation.mutate(code.trim());
  };
  return { code, setCode, errors, submit, pending: mutation.isPending };
}
