import type { ReportKind } from '@stave/contracts';
import { Gavel, ShieldCheck } from 'lucide-react';
import { QueueCardSkeletons, QueueList } from '@/components/staff-queue/QueueList';
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
    <QueueList
      query={query}
      loadingLabel="Loading reports..."
      loading={<QueueCardSkeletons className="h-64" />}
      errorTitle="The reports couldn't be loaded."
      isEmpty={(data) => data.cases.length === 0}
      empty={
        status === 'open'
          ? { icon: ShieldCheck, title: 'Nothing to review', description: `No open ${what} wait for a decision.` }
          : { icon: Gavel, title: 'No decisions yet', description: `Decided ${what} show here.` }
      }
      page={page}
      onPage={onPage}
      totalPages={(data) => casesPages(data.total)}
      pagesLabel="Report pages"
      count={(data) => casesCount(data.total, status)}
      countTestId="cases-count"
      gap="gap-4"
    >
      {(data) => (
        <ul className="grid gap-4" aria-label={status === 'open' ? 'Open reports' : 'Decided reports'}>
          {data.cases.map((entry) => (
            <CaseCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </QueueList>
  );
}
