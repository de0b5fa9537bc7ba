import { STOREFRONT_MESSAGES, type StorefrontVerificationReview } from '@stave/contracts';
import { AlertTriangle, BadgeCheck, Check, ExternalLink, Mail, MapPin, Phone, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { displayHost, formatDayMonthYear } from '@/lib/format';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useDecideVerificationMutation } from '../api/storefronts.queries';
import { VAT_CHECK_URL, VERIFICATION_CHECKS, companiesHouseUrl, telHref } from '../storefront-format';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClass =
  'rounded-sm font-medium text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function Row({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`grid min-w-0 gap-0.5 ${className ?? ''}`}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function NewTab() {
  return (
    <>
      <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}

const TIER_LABELS: Record<string, string> = { free: 'Free', pro: 'Pro', business: 'Business' };

// One verification request as a moderator works it: the evidence with the registers one click away, the storefront
// as it is now (its name beside the one asked under), the owner, and the decision with its reason (required to
// decline; the business reads it). Never one's own.
export function VerificationReviewCard({ review, meId }: { review: StorefrontVerificationReview; meId: number }) {
  const now = useNow();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useDecideVerificationMutation();
  const { storefront } = review;
  const owner = storefront.owner;
  const renamed = storefront.businessName !== review.businessName;
  const own = review.userId === meId;
  const pending = review.status === 'pending';
  const busy = decide.isPending;

  const submit = (decision: 'approve' | 'decline') => {
    const text = reason.trim();
    if (decision === 'decline' && !text) {
      setReasonError(STOREFRONT_MESSAGES.reasonRequired);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError(null);
    decide.mutate(
      { id: review.id, input: { decision, reason: text || null } },
      {
        onSuccess: () =>
          toast({
            title: decision === 'approve' ? `${review.businessName} is verified` : 'Request declined',
            description: decision === 'approve' ? 'The badge shows on its storefront and listings now.' : 'The business reads your reason and can ask again.',
            variant: 'success',
          }),
        onError: (error) => toast({ title: 'Decision not saved', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <li>
      <Card className="grid gap-4 p-4 sm:p-5" data-testid="verification-request" data-verification-id={review.id} data-status={review.status}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold break-words">
              <Link to={buildRoute(ROUTES.storefront, { userId: review.userId })} className="hover:underline">
                {review.businessName}
              </Link>
              {storefront.verified ? (
                <Badge className="border-success/30 bg-success/10 text-foreground">
                  <BadgeCheck className="text-success" aria-hidden="true" />
                  Verified
                </Badge>
              ) : null}
              {!storefront.isActive ? <Badge variant="outline">Switched off</Badge> : null}
            </h3>
            <p className="text-[13px] text-muted-foreground">
              <Link to={buildRoute(ROUTES.user, { id: review.userId })} className="font-medium text-foreground hover:underline">
                {owner.name || owner.username || `Member #${review.userId}`}
              </Link>
              {owner.username ? ` @${owner.username}` : ''} · {TIER_LABELS[owner.subscriptionTier ?? ''] ?? 'Unknown plan'} · asked{' '}
              <time dateTime={review.createdAt} title={fullDateTime(review.createdAt)}>
                {relativeTime(review.createdAt, now).replace('Just now', 'just now')}
              </time>
            </p>
          </div>
          {pending ? null : (
            <Badge variant={review.status === 'approved' ? 'brand' : 'outline'} className="capitalize">
              {review.status}
              {review.decidedAt ? ` ${formatDayMonthYear(review.decidedAt)}` : ''}
            </Badge>
          )}
        </div>

        {renamed ? (
          <Alert variant="destructive" role="note">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Renamed since it asked: now “{storefront.businessName}”</AlertTitle>
            {pending ? <AlertDescription className="text-foreground">{STOREFRONT_MESSAGES.nameChanged}.</AlertDescription> : null}
          </Alert>
        ) : null}

        <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-3 sm:grid-cols-2" data-testid="verification-evidence">
          <Row label="Company number">
            {review.companyNumber ? (
              <>
                <span className="font-medium tabular-nums">{review.companyNumber}</span>{' '}
                <a href={companiesHouseUrl(review.companyNumber)} {...external} className={`${linkClass} text-[13px]`} data-testid="companies-house-link">
                  Companies House
                  <NewTab />
                </a>
              </>
            ) : (
              <span className="text-muted-foreground">Not given</span>
            )}
          </Row>
          <Row label="VAT number">
            {review.vatNumber ? (
              <>
                <span className="font-medium tabular-nums">{review.vatNumber}</span>{' '}
                <a href={VAT_CHECK_URL} {...external} className={`${linkClass} text-[13px]`}>
                  Check with HMRC
                  <NewTab />
                </a>
              </>
            ) : (
              <span className="text-muted-foreground">Not given</span>
            )}
          </Row>
          <Row label="Website">
            {storefront.websiteUrl ? (
              <a href={storefront.websiteUrl} {...external} rel="noopener noreferrer nofollow" className={linkClass}>
                {displayHost(storefront.websiteUrl)}
                <NewTab />
              </a>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </Row>
          <Row label="Email">
            {storefront.email ? (
              <a href={`mailto:${storefront.email}`} className={`${linkClass} break-all`}>
                <Mail className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                {storefront.email}
              </a>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </Row>
          <Row label="Phone">
            {storefront.phone ? (
              <a href={telHref(storefront.phone)} className={linkClass}>
                <Phone className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                {storefront.phone}
              </a>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </Row>
          <Row label="Address">
            {storefront.address ? (
              <span className="whitespace-pre-line">
                <MapPin className="mr-1 inline size-3.5 align-[-2px] text-muted-foreground" aria-hidden="true" />
                {storefront.address}
              </span>
            ) : (
              <span className="text-muted-foreground">None</span>
            )}
          </Row>
          {review.note ? (
            <Row label="Note from the business" className="sm:col-span-2">
              <q className="text-foreground/90">{review.note}</q>
            </Row>
          ) : null}
        </dl>

        {pending ? (
          <>
            <details className="rounded-lg border px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium">The check</summary>
              <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-muted-foreground">
                {VERIFICATION_CHECKS.map((check) => (
                  <li key={check}>{check}</li>
                ))}
                <li>All hold: approve, saying briefly what you checked. Any fails: decline, saying what to fix.</li>
              </ol>
            </details>
            {own ? (
              <Alert variant="info" role="note">
                <AlertTriangle aria-hidden="true" />
                <AlertDescription className="text-foreground">{STOREFRONT_MESSAGES.ownVerification}.</AlertDescription>
              </Alert>
            ) : (
              <div className="grid gap-2">
                <label htmlFor={reasonId} className="text-sm font-medium">
                  Reason <span className="font-normal text-muted-foreground">(the business reads it; required to decline)</span>
                </label>
                <Textarea
                  id={reasonId}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    if (reasonError) setReasonError(null);
                  }}
                  rows={2}
                  className="min-h-16"
                  maxLength={500}
                  placeholder="e.g. Company active on Companies House; name, website, email domain and address match."
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                  readOnly={busy}
                />
                {reasonError ? (
                  <p id={`${reasonId}-error`} className="text-[13px] font-medium text-destructive">
                    {reasonError}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => submit('approve')} disabled={busy || renamed} aria-label={`Approve ${review.businessName}`}>
                    {busy && decide.variables?.input.decision === 'approve' ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
                    Approve
                  </Button>
                  <Button
                    variant="outline"
                    className="text-destructive"
                    onClick={() => submit('decline')}
                    disabled={busy}
                    aria-label={`Decline ${review.businessName}`}
                  >
                    {busy && decide.variables?.input.decision === 'decline' ? <Spinner className="size-4 text-current" /> : <X aria-hidden="true" />}
                    Decline
                  </Button>
                </div>
              </div>
            )}
          </>
        ) : review.reason ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Reason: </span>
            {review.reason}
          </p>
        ) : null}
      </Card>
    </li>
  );
}
