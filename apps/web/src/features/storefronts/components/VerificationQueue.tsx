import { STOREFRONT_VERIFICATION_STATUSES, type StorefrontVerificationStatus } from '@stave/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { PagedQueue } from '@/components/staff-queue/PagedQueue';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
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
      <Tabs
        value={status}
        onValueChange={(next) => {
          setStatus(next as StorefrontVerificationStatus);
          setPage(1);
        }}
        className="min-w-0"
      >
        <TabsList aria-label="Verification requests by status" className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-auto">
          {STOREFRONT_VERIFICATION_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value} className="h-8 px-2 sm:h-full sm:px-3" data-testid={`verification-tab-${value}`}>
              {STATUS_LABELS[value]}
              {value === 'pending' && waiting !== undefined ? (
                <span className="rounded-full bg-foreground/8 px-1.5 text-xs font-medium tabular-nums" data-testid="verification-waiting-count">
                  {waiting.toLocaleString('en-GB')}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {STOREFRONT_VERIFICATION_STATUSES.map((value) => (
          <TabsContent key={value} value={value}>
            {value === status ? list : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
