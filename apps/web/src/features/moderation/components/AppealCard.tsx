import { REPORT_DETAILS_MAX, type ModerationAppeal } from '@stave/contracts';
import { Gavel, LockOpen, ShieldX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Badge } from '@/components/ui/badge';
import { TimeAgo } from '@/components/ui/time-ago';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { fullDateTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useDecideAppealMutation } from '../api/moderation.queries';
import { APPEAL_STATUS_LABELS, standingSummary } from '../moderation-format';

// A suspended or banned member's appeal: who, what stands against them and why, their words, and (open) Lift or
// Uphold with a note the member reads.
export function AppealCard({ appeal }: { appeal: ModerationAppeal }) {
  const now = useNow();
  const id = useId();
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDecideAppealMutation();
  const { member, standing } = appeal;
  const name = member.name || `@${member.username}`;
  const decide = (action: 'uphold' | 'lift') => {
    setFailure(null);
    mutation.mutate(
      { id: appeal.id, decision: { action, notes: notes.trim() || null } },
      {
        onSuccess: () =>
          toast({
            title: action === 'lift' ? `Lifted for ${name}` : `Kept for ${name}`,
            description: action === 'lift' ? 'They can sign in to Stave again.' : 'They are told the decision stands.',
            variant: 'success',
          }),
        onError: (error) => setFailure(errorText(error, 'The decision was not saved. Please try again.')),
      },
    );
  };

  return (
    <li>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-5" data-testid="moderation-appeal" data-appeal-id={appeal.id}>
        <article aria-labelledby={`${id}-title`} className="grid min-w-0 gap-4">
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={appeal.status === 'open' ? 'brand' : 'outline'}>{APPEAL_STATUS_LABELS[appeal.status]}</Badge>
              <span className="text-xs text-muted-foreground">
                Sent <TimeAgo at={appeal.createdAt} now={now} inSentence />
              </span>
            </div>
            <h3 id={`${id}-title`} className="text-[15px] leading-snug wrap-anywhere">
              <span className="text-muted-foreground">Appeal from </span>
              <Link to={buildRoute(ROUTES.user, { id: member.id })} className="font-semibold hover:underline">
                {name}
              </Link>
              {member.name ? <span className="text-sm text-muted-foreground"> @{member.username}</span> : null}
            </h3>
          </header>
          <dl className="grid gap-2 rounded-lg border bg-muted/40 px-3.5 py-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)]">
            <dt className="text-muted-foreground">Standing</dt>
            <dd className="font-medium">
              {standingSummary(standing)}
              {standing.since ? <span className="font-normal text-muted-foreground"> · since {fullDateTime(standing.since)}</span> : null}
            </dd>
            {standing.reason ? (
              <>
                <dt className="text-muted-foreground">Reason</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap">{standing.reason}</dd>
              </>
            ) : null}
          </dl>
          <figure className="grid gap-1.5">
            <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Their appeal</figcaption>
            <blockquote className="rounded-lg border-l-4 border-brand/50 bg-muted/50 px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">
              {appeal.message}
            </blockquote>
          </figure>
          {appeal.status === 'open' ? (
            <div className="grid gap-3 border-t pt-4">
              <FormField label="Note to the member" optional hint="They read it with your decision.">
                <Textarea
                  id={`${id}-notes`}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  rows={2}
                  maxLength={REPORT_DETAILS_MAX}
                  className="min-h-16"
                  disabled={mutation.isPending}
                />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => decide('lift')} disabled={mutation.isPending}>
                  <LockOpen aria-hidden="true" />
                  Lift
                </Button>
                <Button size="sm" variant="outline" onClick={() => decide('uphold')} disabled={mutation.isPending}>
                  <ShieldX aria-hidden="true" />
                  Uphold
                </Button>
              </div>
              <FailureAlert failure={failure} descriptionClassName="text-foreground" />
            </div>
          ) : (
            <div className="grid gap-1 border-t pt-4 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Gavel className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="font-medium">{appeal.status === 'lifted' ? 'Lifted' : 'Upheld'}</span>
                {appeal.decidedAt ? (
                  <span className="text-xs text-muted-foreground">
                    <TimeAgo at={appeal.decidedAt} now={now} inSentence />
                  </span>
                ) : null}
              </p>
              {appeal.response ? <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">Note: {appeal.response}</p> : null}
            </div>
          )}
        </article>
      </Card>
    </li>
  );
}
