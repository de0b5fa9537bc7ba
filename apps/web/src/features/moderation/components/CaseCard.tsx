import { REPORT_REASON_LABELS, type CaseStatus, type ModerationCase } from '@stave/contracts';
import { Gavel } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { TimeAgo } from '@/components/ui/time-ago';
import { Card } from '@/components/ui/card';
import { useNow } from '@/hooks/useNow';
import { ROUTES, buildRoute } from '@/routes';
import { KIND_LABELS, decisionSummary, reportCount } from '../moderation-format';
import { CaseDecisionForm } from './CaseDecisionForm';

const STATUS_LABELS: Record<CaseStatus, string> = { open: 'Open', dismissed: 'Dismissed', removed: 'Removed', suspended: 'Suspended', banned: 'Banned' };

// One reported item (or member) in the queue: what it is, whose, the words reported (as text, never markup), every
// report's reason and details (never the reporter), and the decision, or the controls to make one.
export function CaseCard({ entry }: { entry: ModerationCase }) {
  const now = useNow();
  const headingId = `case-${entry.id}-title`;
  const { subject, decision } = entry;
  const name = subject.name ?? (subject.username ? `@${subject.username}` : `Member #${subject.id}`);
  return (
    <li>
      <Card className="grid min-w-0 gap-4 p-4 sm:p-5" data-testid="moderation-case" data-case-id={entry.id}>
        {/* Wide screens: what was reported on the left, the decision beside it. */}
        <article aria-labelledby={headingId} className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6">
          <div className="grid min-w-0 content-start gap-4">
            <header className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="brand">{KIND_LABELS[entry.kind]}</Badge>
                {entry.status === 'open' ? null : <Badge variant="outline">{STATUS_LABELS[entry.status]}</Badge>}
                <span className="text-xs text-muted-foreground">
                  {reportCount(entry.reportCount)} · first <TimeAgo at={entry.firstReportedAt} now={now} inSentence />
                  {entry.reportCount > 1 ? (
                    <>
                      {' '}
                      · latest <TimeAgo at={entry.lastReportedAt} now={now} inSentence />
                    </>
                  ) : null}
                </span>
              </div>
              <h2 id={headingId} className="min-w-0 text-[15px] leading-snug wrap-anywhere">
                <span className="text-muted-foreground">{entry.kind === 'member' ? 'Reported member ' : `${KIND_LABELS[entry.kind]} by `}</span>
                <Link to={buildRoute(ROUTES.user, { id: subject.id })} className="font-semibold hover:underline">
                  {name}
                </Link>
                {subject.username && subject.name ? <span className="text-sm text-muted-foreground"> @{subject.username}</span> : null}
              </h2>
            </header>
            <blockquote
              className="rounded-lg border-l-4 border-brand/50 bg-muted/50 px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap"
              data-testid="case-excerpt"
            >
              {entry.excerpt || <span className="text-muted-foreground italic">No text</span>}
            </blockquote>
            <section aria-labelledby={`${headingId}-reports`} className="grid gap-1.5">
              <h3 id={`${headingId}-reports`} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Why it was reported
              </h3>
              <ul className="divide-y rounded-lg border">
                {entry.reports.map((report, index) => (
                  <li key={`${report.reportedAt}-${index}`} className="grid gap-0.5 px-3 py-2 text-sm" data-testid="case-report">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}</span>
                      <span className="text-xs text-muted-foreground">
                        <TimeAgo at={report.reportedAt} now={now} inSentence />
                      </span>
                    </div>
                    {report.details ? <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">“{report.details}”</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <div className="min-w-0 border-t pt-4 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
            {decision ? (
              <div className="grid content-start gap-1 text-sm" data-testid="case-decided">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Gavel className="size-4 text-muted-foreground" aria-hidden="true" />
                  <span className="font-medium">{decisionSummary(decision, entry.kind)}</span>
                  <span className="text-xs text-muted-foreground">
                    decided <TimeAgo at={decision.decidedAt} now={now} inSentence />
                  </span>
                </p>
                {decision.notes ? <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">Notes: {decision.notes}</p> : null}
              </div>
            ) : (
              <CaseDecisionForm entry={entry} />
            )}
          </div>
        </article>
      </Card>
    </li>
  );
}
