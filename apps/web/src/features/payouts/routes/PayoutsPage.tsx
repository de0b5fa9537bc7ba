import { BillingErrorCode, type PayoutAccount } from '@stave/contracts';
import { AlertTriangle, BadgeCheck, Banknote, ExternalLink, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { ActionButton } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { useOnboardingMutation, usePayoutAccountQuery, useSyncPayoutAccountMutation } from '../api/payouts.queries';
import { InvoiceDetailsCard } from '../components/InvoiceDetailsCard';
import { InvoicesCard } from '../components/InvoicesCard';
import { STATUS_LABELS, actionLabel, outstanding, requirementLabel, statusMessage } from '../payout-format';

const STATUS_BADGE = { none: 'secondary', onboarding: 'secondary', restricted: 'destructive', active: 'brand', disconnected: 'destructive' } as const;

// Settings › Payouts (/settings/payouts): whether the member can be paid for bookings through Stave, what Stripe still
// needs, and the way to Stripe's onboarding; then their invoice details and their invoices (docs/bookings.md § Invoices
// and tax years). Stripe sends the member back here: `?return=true` (finished or left: the
// account is read from Stripe) or `?refresh=true` (the link was used or expired: a new one is asked for at once).
export function PayoutsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const account = usePayoutAccountQuery(Boolean(user));
  const { mutate: syncNow, isPending: syncing } = useSyncPayoutAccountMutation();
  const onboarding = useOnboardingMutation();
  const { mutate: openStripe } = onboarding;
  const handled = useRef(false);

  const back = params.get('return') === 'true' ? 'return' : params.get('refresh') === 'true' ? 'refresh' : null;
  useEffect(() => {
    if (!user || handled.current || !back) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (back === 'refresh') openStripe();
    else syncNow();
  }, [user, back, setParams, openStripe, syncNow]);

  if (!user) return <SignInPrompt page="Payouts" title="Please Log In" description="Log in to set up payouts for your bookings." actionLabel="Log In" />;
  const unavailable = isApiError(onboarding.error) && onboarding.error.code === BillingErrorCode.PaymentProviderUnavailable;
  return (
    <>
      <title>Payouts · Stave</title>
      <PageHeader icon={Banknote} title="Payouts" description="Be paid for bookings through Stave: fees go straight to your bank account through Stripe." />
      <QueryState
        query={account}
        loadingLabel="Loading your payouts account"
        loading={<SkeletonBars bars={['h-6 w-48', 'h-4 w-full', 'h-4 w-2/3', 'h-9 w-44']} className="grid gap-3 rounded-xl border bg-card p-6" />}
        error={{ title: 'Your payouts account could not be loaded' }}
      >
        {(data) => (
          <Card role="region" aria-labelledby="payouts-title" aria-busy={syncing}>
            <CardHeader>
              <div className="flex flex-wrap items-center gap-3">
                <CardTitle id="payouts-title">Payouts account</CardTitle>
                <Badge variant={STATUS_BADGE[data.status]} data-testid="payouts-status">
                  {data.status === 'active' ? <BadgeCheck aria-hidden="true" /> : null}
                  {STATUS_LABELS[data.status]}
                </Badge>
                {syncing ? (
                  <span role="status" className="inline-flex items-center gap-2 text-[13px] text-muted-foreground">
                    <Spinner className="size-4" /> Checking with Stripe…
                  </span>
                ) : null}
              </div>
              <CardDescription>{statusMessage(data.status)}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Requirements account={data} />
              <dl className="grid grid-cols-2 gap-3 text-sm sm:max-w-md">
                <dt className="text-muted-foreground">Card payments</dt>
                <dd>{data.chargesEnabled ? 'On' : 'Off'}</dd>
                <dt className="text-muted-foreground">Payouts to your bank</dt>
                <dd>{data.payoutsEnabled ? 'On' : 'Off'}</dd>
              </dl>
              {unavailable ? (
                <Alert variant="destructive">
                  <AlertTriangle aria-hidden="true" />
                  <AlertTitle>Payouts aren’t available here</AlertTitle>
                  <AlertDescription>This Stave server has no payment provider set up, so payouts accounts can’t be made.</AlertDescription>
                </Alert>
              ) : onboarding.error ? (
                <p role="alert" className="text-[13px] text-destructive">
                  {isApiError(onboarding.error) ? onboarding.error.message : 'Stripe could not be reached. Try again.'}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button disabled={onboarding.isPending} onClick={() => openStripe()}>
                  {onboarding.isPending ? <Spinner className="size-4 text-current" /> : <ExternalLink aria-hidden="true" />}
                  {onboarding.isPending ? 'Opening Stripe…' : actionLabel(data.status)}
                </Button>
                {data.status !== 'none' ? (
                  <ActionButton variant="outline" icon={RefreshCw} label="Check again" disabled={syncing} onClick={() => syncNow()} />
                ) : null}
              </div>
              <p className="text-xs text-muted-foreground">
                Stripe checks who you are and holds your bank details; Stave never sees them.
                {data.updatedAt ? ` Last heard from Stripe ${formatDayMonthYear(data.updatedAt)}.` : ''}
              </p>
            </CardContent>
          </Card>
        )}
      </QueryState>
      <div className="mt-6 grid gap-6">
        <InvoiceDetailsCard />
        <InvoicesCard />
      </div>
    </>
  );
}

// What Stripe still needs, the overdue first, and by when.
function Requirements({ account }: { account: PayoutAccount }) {
  const needed = outstanding(account.requirements);
  if (needed.length === 0 && account.requirements.pendingVerification.length === 0) return null;
  const deadline = account.requirements.currentDeadline;
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      {needed.length > 0 ? (
        <>
          <p className="font-medium">Stripe still needs{deadline ? ` by ${formatDayMonthYear(deadline)}` : ''}:</p>
          <ul className="list-disc pl-5" data-testid="payouts-requirements">
            {needed.map((field) => (
              <li key={field}>{requirementLabel(field)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {account.requirements.pendingVerification.length > 0 ? <p className="text-muted-foreground">Stripe is checking what you sent.</p> : null}
    </div>
  );
}
