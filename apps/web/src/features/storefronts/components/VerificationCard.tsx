import { RequestVerificationSchema, STOREFRONT_MESSAGES, STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH, type Storefront } from '@stave/contracts';
import { BadgeCheck, Clock, RotateCcw, Send, ShieldQuestion, Undo2, XCircle } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFormFields } from '@/hooks/useFormFields';
import { toast } from '@/hooks/useToast';
import { errorText, type FieldErrors } from '@/lib/form-errors';
import { formatDayMonthYear } from '@/lib/format';
import { useRequestVerificationMutation, useWithdrawVerificationMutation } from '../api/storefronts.queries';
import { VERIFICATION_CHECKS, verificationState } from '../storefront-format';
import { VERIFIED_EXPLAINER } from '@/features/marketplace';

type Values = { companyNumber: string; vatNumber: string; note: string };
type Field = keyof Values;

function Heading({ icon: Icon, tone, children }: { icon: typeof BadgeCheck; tone: 'success' | 'brand' | 'muted' | 'destructive'; children: ReactNode }) {
  const tones = {
    success: 'bg-success/12 text-success-strong',
    brand: 'bg-brand-soft text-brand-strong',
    muted: 'bg-muted text-muted-foreground',
    destructive: 'bg-destructive/10 text-destructive',
  } as const;
  return (
    <h2 className="flex items-center gap-2.5 text-base font-semibold">
      <span className={`grid size-9 shrink-0 place-items-center rounded-lg ${tones[tone]}`}>
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      {children}
    </h2>
  );
}

function Evidence({ companyNumber, vatNumber }: { companyNumber: string | null; vatNumber: string | null }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {companyNumber ? (
        <>
          <dt className="text-muted-foreground">Company number</dt>
          <dd className="font-medium tabular-nums">{companyNumber}</dd>
        </>
      ) : null}
      {vatNumber ? (
        <>
          <dt className="text-muted-foreground">VAT number</dt>
          <dd className="font-medium tabular-nums">{vatNumber}</dd>
        </>
      ) : null}
    </dl>
  );
}

// The request: a Companies House number or a UK VAT number (one is enough), and a note for the moderator. Checked here
// with the API's own schema; the server's refusals go on the fields, or above them (already waiting, already verified).
function RequestForm({ storefront, onCancel, onSent }: { storefront: Storefront; onCancel?: () => void; onSent: () => void }) {
  const previous = storefront.verification;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    values,
    errors: merged,
    refuse,
    bind,
    formRef,
    check,
  } = useFormFields<Values>({ companyNumber: previous?.companyNumber ?? '', vatNumber: previous?.vatNumber ?? '', note: '' });
  // 'Give one of them' (said on the company number) is answered by typing either.
  const answered = merged.companyNumber === STOREFRONT_MESSAGES.evidenceRequired && values.vatNumber.trim() !== '';
  const errors: FieldErrors<Field> = answered ? { ...merged, companyNumber: undefined } : merged;
  const request = useRequestVerificationMutation(storefront.userId);
  const busy = request.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = check(RequestVerificationSchema.safeParse(values));
    if (!checked) return;
    // Awaited rather than through mutate's callbacks: the request's answer replaces this form with the waiting card,
    // and callbacks of an observer that has gone are not called.
    void request.mutateAsync(checked).then(
      () => {
        toast({ title: 'Verification requested', description: 'A moderator checks your business and the answer shows here.', variant: 'success' });
        onSent();
      },
      (error: unknown) => refuse(error) || setFailure(errorText(error, 'Your request was not sent. Please try again.')),
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-label="Ask for verification" data-testid="verification-form">
      <FailureAlert title="Not sent" failure={failure} descriptionClassName="text-foreground" />
      <InputField
        label="Company number"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. 01234567 or SC123456"
        {...bind('companyNumber')}
        error={errors.companyNumber}
        hint="From Companies House: 8 digits, or 2 letters and 6 digits."
        readOnly={busy}
      />
      <InputField
        label="VAT number"
        optional
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. GB123456789"
        {...bind('vatNumber')}
        error={errors.vatNumber}
        hint="A sole trader or partnership without a company number gives this instead."
        readOnly={busy}
      />
      <FormField
        label="Note for the moderator"
        optional
        error={errors.note}
        hint={`Up to ${STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH} characters: a trading name, or where your details are shown.`}
      >
        <Textarea {...bind('note')} rows={3} className="min-h-20" readOnly={busy} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" variant="brand" busy={busy} busyLabel="Sending..." icon={Send}>
          Ask for verification
        </BusyButton>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function WhatWeCheck() {
  return (
    <details className="group rounded-lg border bg-muted/30 px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium marker:text-muted-foreground">What a moderator checks</summary>
      <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-muted-foreground">
        {VERIFICATION_CHECKS.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ol>
    </details>
  );
}

// The Verified badge as the business sees it: never asked (the form), waiting (Withdraw), declined (the
// moderator's reason, and Ask again), verified (since when), or renamed since (ask again under the new name).
export function VerificationCard({ storefront, business }: { storefront: Storefront; business: boolean }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useWithdrawVerificationMutation(storefront.userId);
  const state = verificationState(storefront);
  const request = storefront.verification;

  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast({ title: 'Request withdrawn', description: 'You can ask again whenever you are ready.', variant: 'success' }),
      onError: (error) => toast({ title: 'Not withdrawn', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <Card className="grid gap-4 p-5" data-testid="verification-card" data-state={state}>
      {state === 'verified' ? (
        <>
          <Heading icon={BadgeCheck} tone="success">
            Verified business
          </Heading>
          <p className="text-sm text-muted-foreground">
            {VERIFIED_EXPLAINER}
            {storefront.verifiedAt ? ` on ${formatDayMonthYear(storefront.verifiedAt)}` : ''}. The badge shows on your storefront and beside your name on your
            listings.
          </p>
          <p className="text-xs text-muted-foreground">Changing your business name removes it: the check was of this name.</p>
        </>
      ) : state === 'pending' && request ? (
        <>
          <Heading icon={Clock} tone="brand">
            Waiting for a moderator
          </Heading>
          <p className="text-sm text-muted-foreground">
            You asked on {formatDayMonthYear(request.createdAt)} as “{request.businessName}”. A moderator checks it by hand against the public registers; the
            answer shows here.
          </p>
          <Evidence companyNumber={request.companyNumber} vatNumber={request.vatNumber} />
          <BusyButton variant="outline" className="justify-self-start" onClick={onWithdraw} busy={withdraw.isPending} icon={Undo2}>
            Withdraw request
          </BusyButton>
        </>
      ) : (
        <>
          {state === 'declined' && request ? (
            <>
              <Heading icon={XCircle} tone="destructive">
                Not verified
              </Heading>
              <p className="text-sm text-muted-foreground">
                A moderator declined your request of {formatDayMonthYear(request.createdAt)}
                {request.decidedAt ? ` on ${formatDayMonthYear(request.decidedAt)}` : ''}:
              </p>
              {request.reason ? (
                <blockquote className="rounded-lg border-l-4 border-destructive/50 bg-muted/40 px-3 py-2 text-sm" data-testid="verification-reason">
                  {request.reason}
                </blockquote>
              ) : null}
              <p className="text-sm text-muted-foreground">Fix what it says on your storefront, then ask again.</p>
            </>
          ) : state === 'renamed' ? (
            <>
              <Heading icon={RotateCcw} tone="muted">
                Your badge went with your old name
              </Heading>
              <p className="text-sm text-muted-foreground">
                You were verified as “{request?.businessName}”. Ask again so a moderator can check {storefront.businessName}.
              </p>
            </>
          ) : (
            <>
              <Heading icon={ShieldQuestion} tone="brand">
                Get the Verified badge
              </Heading>
              <p className="text-sm text-muted-foreground">
                Buyers and musicians trust a business Stave has checked. Give your company or VAT number and a moderator checks it against the public registers.
              </p>
            </>
          )}
          {!business ? null : state === 'none' || asking ? (
            <>
              <RequestForm storefront={storefront} onCancel={state === 'none' ? undefined : () => setAsking(false)} onSent={() => setAsking(false)} />
              <WhatWeCheck />
            </>
          ) : (
            <Button variant="brand" className="justify-self-start" onClick={() => setAsking(true)}>
              <RotateCcw aria-hidden="true" />
              Ask again
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
