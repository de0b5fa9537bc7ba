import type { ReportKind } from '@stave/contracts';
import { Gavel, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageButtons } from '@/components/pagination/PageButtons';
import { cn } from '@/lib/cn';
import { useCasesQuery } from '../api/moderation.queries';
import { KIND_LABELS, casesCount } from '../moderation-format';
import { CASES_PAGE_SIZE, casesPages } from '../moderation-url';
import { CaseCard } from './CaseCard';

type CasesListProps = { status: 'open' | 'decided'; kind?: ReportKind; page: number; onPage: (page: number) => void };

// Open: most reported and oldest first, each to decide. Decided: newest decisions first. A page at a time.
export function CasesList({ status, kind, page, onPage }: CasesListProps) {
  const query = useCasesQuery({ status, kind, page, limit: CASES_PAGE_SIZE }, true);
  const what = kind ? `${KIND_LABELS[kind].toLowerCase()} reports` : 'reports';
  return (
    <QueryState
      query={query}
      loadingLabel="Loading reports..."
      loading={
        <div className="grid gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-64 w-full rounded-xl" />
          ))}
        </div>
      }
      error={{ title: "The reports couldn't be loaded." }}
      isEmpty={(data) => data.cases.length === 0}
      empty={
        <EmptyState
          icon={status === 'open' ? ShieldCheck : Gavel}
          title={status === 'open' ? 'Nothing to review' : 'No decisions yet'}
          description={status === 'open' ? `No open ${what} wait for a decision.` : `Decided ${what} show here.`}
          className="bg-card py-14"
          action={
            page > 1 ? (
              <Button variant="outline" onClick={() => onPage(1)}>
                Back to the first page
              </Button>
            ) : undefined
          }
        />
      }
    >
      {(data) => (
        <div className={cn('grid gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
          <p className="text-sm text-muted-foreground" data-testid="cases-count">
            {casesCount(data.total, status)}
          </p>
          <ul className="grid gap-4" aria-label={status === 'open' ? 'Open reports' : 'Decided reports'}>
            {data.cases.map((entry) => (
              <CaseCard key={entry.id} entry={entry} />
            ))}
          </ul>
          <PageButtons page={page} totalPages={casesPages(data.total)} onPage={onPage} label="Report pages" />
        </div>
      )}
    </QueryState>
  );
}
