import type { AdvertisingInquiriesPage, InquiryStatus } from '@stave/contracts';
import { Handshake, Inbox, MessagesSquare, Trophy, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageButtons } from '@/components/pagination/PageButtons';
import { cn } from '@/lib/cn';
import { inquiriesPages } from '../advertising-url';
import type { TeamMember } from '../inquiry-change';
import { STATUS_LABELS, inquiriesCount } from '../inquiry-format';
import { InquiryCard } from './InquiryCard';

const EMPTY: Record<InquiryStatus, { icon: LucideIcon; title: string; description: string }> = {
  new: { icon: Inbox, title: 'No new inquiries', description: 'Inquiries sent from Advertise with Stave arrive here.' },
  contacted: { icon: MessagesSquare, title: 'No conversations open', description: 'Inquiries you have contacted wait here until they are won or lost.' },
  won: { icon: Trophy, title: 'Nothing won yet', description: 'Inquiries that became campaigns show here.' },
  lost: { icon: Handshake, title: 'Nothing lost', description: 'Inquiries that did not go ahead show here.' },
};

type InquiriesListProps = {
  query: QueryLike<AdvertisingInquiriesPage> & { isPlaceholderData: boolean };
  status: InquiryStatus;
  page: number;
  onPage: (page: number) => void;
  team: readonly TeamMember[];
  meId: number | undefined;
};

// One status of the queue, newest first, a page at a time.
export function InquiriesList({ query, status, page, onPage, team, meId }: InquiriesListProps) {
  const empty = EMPTY[status];
  return (
    <QueryState
      query={query}
      loadingLabel="Loading inquiries..."
      loading={
        <div className="grid gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      }
      error={{ title: "The inquiries couldn't be loaded." }}
      isEmpty={(data) => data.inquiries.length === 0}
      empty={
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
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
          <p className="text-sm text-muted-foreground" data-testid="inquiries-count">
            {inquiriesCount(data.total, status)}
          </p>
          <ul className="grid gap-4" aria-label={`${STATUS_LABELS[status]} inquiries`}>
            {data.inquiries.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} team={team} meId={meId} />
            ))}
          </ul>
          <PageButtons page={page} totalPages={inquiriesPages(data.total)} onPage={onPage} label="Inquiry pages" />
        </div>
      )}
    </QueryState>
  );
}
