import type { ModerationDecision, ModerationReport } from '@stave/contracts';
import { Ban, Check, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PagedQueue, QueueSection } from '@/components/staff-queue/PagedQueue';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useDecideReportMutation, useReportsQuery } from '../api/marketplace.queries';
import { STATUS_LABELS } from '../listing-format';
import { DecisionControls } from './DecisionControls';

type Decision = { label: string; done: string; decision: Omit<ModerationDecision, 'adminNotes'>; icon: typeof Check; destructive?: boolean };

// What the reporter weighs toward hiding a listing (docs/marketplace.md § Reports: who counts).
const WEIGHT_NOTES: Record<ModerationReport['reporterWeight'], string | null> = {
  0: 'New account or a record of wrong reports: does not count toward hiding',
  1: null,
  2: 'Reliable reporter: counts double',
};

const DECISIONS: Decision[] = [
  { label: 'Dismiss', done: 'Report dismissed', decision: { status: 'dismissed', listingAction: 'none' }, icon: Check },
  { label: 'Restore listing', done: 'Listing restored', decision: { status: 'resolved', listingAction: 'restore' }, icon: RotateCcw },
  { label: 'Remove listing', done: 'Listing removed', decision: { status: 'resolved', listingAction: 'remove' }, icon: Ban, destructive: true },
];

function ReportItem({ report }: { report: ModerationReport }) {
  const now = useNow();
  const [notes, setNotes] = useState('');
  const mutation = useDecideReportMutation();
  const decide = ({ decision, done }: Decision) =>
    mutation.mutate(
      { id: report.id, decision: { ...decision, adminNotes: notes.trim() || null } },
      {
        onSuccess: () => toast({ title: done, description: `“${report.listing.title}”`, variant: 'success' }),
        onError: (error) => toast({ title: 'Decision not saved', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  const status = report.listing.status;
  return (
    <li>
      <Card className="grid gap-3 p-4" data-testid="moderation-report">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand" className="capitalize">
            {report.reason}
          </Badge>
          {status !== 'active' ? <Badge variant="outline">{STATUS_LABELS[status]}</Badge> : null}
          <span className="text-xs text-muted-foreground">
            {report.listing.reportedCount} {report.listing.reportedCount === 1 ? 'report' : 'reports'} · {relativeTime(report.createdAt, now)}
          </span>
        </div>
        <p className="text-sm font-semibold">
          <Link to={buildRoute(ROUTES.marketplaceListing, { id: report.listing.id })} className="hover:underline">
            {report.listing.title}
          </Link>
        </p>
        <p className="text-sm text-muted-foreground">
          Reported by {report.reporterName ?? `member #${report.reporterId}`}
          {report.description ? `: “${report.description}”` : ''}
        </p>
        {WEIGHT_NOTES[report.reporterWeight] ? (
          <p className="text-xs text-muted-foreground" data-testid="reporter-weight">
            {WEIGHT_NOTES[report.reporterWeight]}
          </p>
        ) : null}
        <DecisionControls
          notes={notes}
          onNotes={setNotes}
          // Restoring is for a listing taken off sale (hidden by reports, or removed).
          actions={DECISIONS.filter((entry) => entry.decision.listingAction !== 'restore' || status === 'hidden' || status === 'removed').map((entry) => ({
            ...entry,
            onClick: () => decide(entry),
          }))}
          pending={mutation.isPending}
        />
      </Card>
    </li>
  );
}

// Moderators only: pending listing reports, oldest first, each decided with a note.
export function ReportsQueue() {
  const [page, setPage] = useState(1);
  const query = useReportsQuery(page, true);
  return (
    <QueueSection id="reports-heading" title="Pending reports" className="gap-4">
      <PagedQueue
        query={query}
        loadingLabel="Loading reports..."
        loadingHeight="h-40"
        errorTitle="Reports couldn't be loaded."
        isEmpty={(data) => data.reports.length === 0}
        empty={{ icon: ShieldCheck, title: 'No pending reports', description: 'Nothing waits for a decision.' }}
        label="Pending reports"
        items={(data) => data.reports.map((report) => <ReportItem key={report.id} report={report} />)}
        pagination={(data) => data.pagination}
        onPage={setPage}
        pagesLabel="Report pages"
      />
    </QueueSection>
  );
}
