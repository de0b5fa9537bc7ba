import { CreateReferralSchema, REFERRAL_LIFETIME_DAYS, type Referral } from '@stave/contracts';
import { Check, Copy, Link2, Mail, Send, UserPlus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateReferralMutation, useReferralsQuery } from '@/features/referrals/api/referrals.api';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { apiFieldErrors, errorText, validate } from '@/lib/form-errors';
import { formatDayMonthYear } from '@/lib/format';

const STATUS: Record<Referral['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-brand-soft text-brand-strong' },
  completed: { label: 'Joined', className: 'bg-success/12 text-success-strong' },
  expired: { label: 'Expired', className: 'bg-muted text-muted-foreground' },
};

async function copyText(text: string, fallbackInput?: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission: select the text so Ctrl+C / long-press copies it.
    fallbackInput?.select();
    return false;
  }
}

function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (text: string, input?: HTMLInputElement | null) => {
    if (await copyText(text, input)) {
      setCopied(text);
      toast({ title: 'Link copied', description: 'Paste it into a message or email.', variant: 'success' });
      window.setTimeout(() => setCopied((current) => (current === text ? null : current)), 2000);
    } else {
      toast({ title: 'Copy the link', description: 'Your browser blocked copying; the link is selected, so press Ctrl+C.' });
    }
  };
  return { copied, copy };
}

// Invite a member ('invite others by referral link'; calls of and the referral list).
export function InvitePanel({ className }: { className?: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<Referral | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const list = useReferralsQuery();
  const create = useCreateReferralMutation();
  const { copied, copy } = useCopy();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = validate(CreateReferralSchema.safeParse({ email }));
    if (result.errors) {
      setError(result.errors.email);
      return;
    }
    setError(undefined);
    create.mutate(result.data.email, {
      onSuccess: (referral) => {
        setCreated(referral);
        setEmail('');
        toast({ title: 'Invitation ready', description: `Share the link with ${referral.email}.`, variant: 'success' });
      },
      onError: (failure) => {
        const text = errorText(failure, 'Failed to create the invitation');
        setError(apiFieldErrors(failure).email ?? text);
        toast({ title: 'Error', description: text, variant: 'destructive' });
      },
    });
  };

  const referrals = list.data ?? [];

  return (
    <Card className={cn('overflow-hidden', className)} data-testid="invite-panel">
      <div className="border-b p-5">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink text-brand dark:bg-secondary">
            <UserPlus className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold tracking-tight">Invite to Stave</h2>
            <p className="text-[13px] text-muted-foreground">Bring your bandmates, clients and crew.</p>
          </div>
        </div>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-3">
          <FormField label="Their email" error={error}>
            <Input
              id="invite-email"
              type="email"
              inputMode="email"
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
              disabled={create.isPending}
            />
          </FormField>
          <BusyButton type="submit" className="w-full" busy={create.isPending} busyLabel="Creating link..." icon={Send}>
            Create invite link
          </BusyButton>
        </form>
        {created ? (
          <div className="mt-4 grid gap-2 rounded-xl border border-brand/30 bg-brand-soft p-3" role="status">
            <p className="flex items-center gap-1.5 text-[13px] font-medium">
              <Link2 className="size-4 text-brand-strong" aria-hidden="true" />
              Invitation link for {created.email}
            </p>
            <div className="flex gap-2">
              <Input
                ref={linkInput}
                readOnly
                value={created.link}
                aria-label="Invitation link"
                className="h-9 bg-card font-mono text-xs"
                onFocus={(e) => e.target.select()}
              />
              <Button size="sm" variant="outline" className="h-9" onClick={() => void copy(created.link, linkInput.current)}>
                {copied === created.link ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied === created.link ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">It works for {REFERRAL_LIFETIME_DAYS} days, once.</p>
          </div>
        ) : null}
      </div>

      <div className="p-5">
        <h3 className="text-sm font-semibold">Your invitations</h3>
        <QueryState
          query={list}
          className="mt-3"
          loadingLabel="Loading invitations..."
          loading={
            <div className="grid gap-2">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
            </div>
          }
          error={{ title: 'Unable to load your invitations', variant: 'inline', className: 'mt-3 rounded-lg bg-destructive/8 px-3 py-2.5' }}
          isEmpty={() => referrals.length === 0}
          empty={
            <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <Mail className="size-4" aria-hidden="true" />
              No invitations sent yet.
            </p>
          }
        >
          {() => (
            <ul className="mt-3 grid gap-1" data-testid="referral-list">
              {referrals.map((referral) => (
                <li key={referral.id} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted/60">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{referral.email}</p>
                    <p className="text-xs text-muted-foreground">
                      {referral.status === 'completed' && referral.completedAt
                        ? `Joined ${formatDayMonthYear(referral.completedAt)}`
                        : `Sent ${formatDayMonthYear(referral.createdAt)}`}
                    </p>
                  </div>
                  <Badge className={cn('border-transparent', STATUS[referral.status].className)}>{STATUS[referral.status].label}</Badge>
                  {referral.status === 'pending' ? (
                    <Button size="icon-sm" variant="ghost" onClick={() => void copy(referral.link)} aria-label={`Copy invitation link for ${referral.email}`}>
                      {copied === referral.link ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
