import type { AdvertisingInquiriesPage, InquiryStatus } from '@stave/contracts';
import { Handshake, Inbox, MessagesSquare, Trophy, type LucideIcon } from 'lucide-react';
import { QueueCardSkeletons, QueueList } from '@/components/staff-queue/QueueList';
import type { QueryLike } from '@/components/ui/query-state';
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
  return (
    <QueueList
      query={query}
      loadingLabel="Loading inquiries..."
      loading={<QueueCardSkeletons className="h-56" />}
      errorTitle="The inquiries couldn't be loaded."
      isEmpty={(data) => data.inquiries.length === 0}
      empty={EMPTY[status]}
      page={page}
      onPage={onPage}
      totalPages={(data) => inquiriesPages(data.total)}
      pagesLabel="Inquiry pages"
      count={(data) => inquiriesCount(data.total, status)}
      countTestId="inquiries-count"
      gap="gap-4"
    >
      {(data) => (
        <ul className="grid gap-4" aria-label={`${STATUS_LABELS[status]} inquiries`}>
          {data.inquiries.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} team={team} meId={meId} />
          ))}
        </ul>
      )}
    </QueueList>
  );
}
