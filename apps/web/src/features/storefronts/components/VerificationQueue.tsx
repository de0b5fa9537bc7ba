import { STOREFRONT_VERIFICATION_STATUSES, type StorefrontVerificationStatus } from '@stave/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { CountTabs } from '@/components/staff-queue/CountTabs';
import { PagedQueue } from '@/components/staff-queue/PagedQueue';
import { useVerificationsQuery } from '../api/storefronts.queries';
import { VerificationReviewCard } from './VerificationReviewCard';

const STATUS_LABELS: Record<StorefrontVerificationStatus, string> = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' };
const EMPTY: Record<StorefrontVerificationStatus, { title: string; description: string }> = {
  pending: { title: 'No requests waiting', description: 'Businesses that ask for the Verified badge show here, oldest first.' },
  approved: { title: 'None approved yet', description: 'Approved requests show here, latest first.' },
  declined: { title: 'None declined', description: 'Declined requests show here with the reason the business read.' },
};

// The marketplace moderators' queue of verification requests (a tab of the marketplace): waiting ones oldest
// first, each with its evidence and the registers a click away; approved and declined ones for the record.
export function VerificationQueue({ meId }: { meId: number }) {
  const [status, setStatus] = useState<StorefrontVerificationStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useVerificationsQuery(status, page);
  const waiting = status === 'pending' ? query.data?.pagination.total : undefined;

  const list = (
    <PagedQueue
      query={query}
      loadingLabel="Loading verification requests..."
      loadingHeight="h-64"
      errorTitle="Verification requests couldn't be loaded."
      isEmpty={(data) => data.verifications.length === 0}
      empty={{ icon: BadgeCheck, ...EMPTY[status] }}
      label={`${STATUS_LABELS[status]} verification requests`}
      items={(data) => data.verifications.map((review) => <VerificationReviewCard key={review.id} review={review} meId={meId} />)}
      pagination={(data) => data.pagination}
      onPage={setPage}
      pagesLabel="Verification request pages"
    />
  );

  return (
    <section aria-labelledby="verifications-heading" className="grid gap-4" data-testid="verification-queue">
      <div className="grid gap-1">
        <h2 id="verifications-heading" className="text-lg font-semibold tracking-tight">
          Storefront verification
        </h2>
        <p className="max-w-3xl text-sm text-muted-foreground">
          Check each business against Companies House or HMRC and its own website, then approve it for the Verified badge or decline it with what to fix.
        </p>
      </div>
      <CountTabs
        values={STOREFRONT_VERIFICATION_STATUSES}
        labels={STATUS_LABELS}
        value={status}
        counts={waiting === undefined ? undefined : { pending: waiting }}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        label="Verification requests by status"
        countTestId={() => 'verification-waiting-count'}
        tabTestId={(value) => `verification-tab-${value}`}
        columns="grid-cols-3"
        padding="px-2"
      >
        {list}
      </CountTabs>
    </section>
  );
}
