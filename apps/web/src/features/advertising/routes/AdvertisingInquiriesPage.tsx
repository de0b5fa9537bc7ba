import { ADVERTISING_MESSAGES, INQUIRY_STATUSES, type InquiryStatus } from '@stave/contracts';
import { Megaphone, ShieldOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';
import { INQUIRIES_PAGE_SIZE, readInquiriesLocation, toInquiriesParams, type InquiriesLocation } from '../advertising-url';
import { useAdvertisingRoleQuery } from '../api/advertising-role';
import { useInquiriesQuery } from '../api/advertising.queries';
import { InquiriesList } from '../components/InquiriesList';
import { STATUS_LABELS } from '../inquiry-format';

// /advertising/inquiries (the partnerships team, ADVERTISING_STAFF, only): what companies sent from
// 'Advertise with Stave', by status with the counts on the tabs, newest first. The status and the page live in the URL.
export function AdvertisingInquiriesPage() {
  const { user } = useAuth();
  const role = useAdvertisingRoleQuery(Boolean(user));
  const staff = role.data?.staff === true;
  const [params, setParams] = useSearchParams();
  const { status, page } = readInquiriesLocation(params);
  const query = useInquiriesQuery({ status, page, limit: INQUIRIES_PAGE_SIZE }, staff);
  const counts = query.data?.counts;

  // From the URL as it is now; a change that changes nothing is dropped (a tab reports its choice on mousedown and
  // again on focus).
  const go = (next: InquiriesLocation) => {
    const current = toInquiriesParams(readInquiriesLocation(new URLSearchParams(window.location.search))).toString();
    const target = toInquiriesParams(next);
    if (target.toString() !== current) setParams(target);
  };

  if (!user) return <SignInPrompt page="Advertising inquiries" title="Please Log In" description="Log in to see advertising inquiries." actionLabel="Log In" />;
  if (role.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (!staff) {
    return (
      <>
        <title>Advertising inquiries · Stave</title>
        <EmptyState
          icon={ShieldOff}
          titleAs="h1"
          title={ADVERTISING_MESSAGES.staffOnly}
          description="Companies that want to advertise write to the team from Advertise with Stave."
          action={
            <Button asChild variant="outline">
              <Link to={ROUTES.advertise}>Advertise with Stave</Link>
            </Button>
          }
        />
      </>
    );
  }

  const list = (value: InquiryStatus) =>
    status === value ? (
      <InquiriesList query={query} status={value} page={page} onPage={(next) => go({ status, page: next })} team={role.data?.team ?? []} meId={user.id} />
    ) : null;

  return (
    <>
      <title>{`${STATUS_LABELS[status]} · Advertising inquiries · Stave`}</title>
      <PageHeader
        icon={Megaphone}
        title="Advertising inquiries"
        description="What companies sent from Advertise with Stave, newest first. Move each one on as the conversation goes, and say who has it."
      />
      <Tabs value={status} onValueChange={(next) => go({ status: next as InquiryStatus, page: 1 })} className="min-w-0">
        <TabsList aria-label="Inquiries by status" className="grid h-auto w-full grid-cols-2 xs:grid-cols-4 sm:inline-flex sm:h-10 sm:w-auto">
          {INQUIRY_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value} className="h-8 px-2.5 sm:h-full sm:px-3">
              {STATUS_LABELS[value]}
              {counts ? (
                <span className="rounded-full bg-foreground/8 px-1.5 text-xs font-medium tabular-nums" data-testid={`inquiries-tab-count-${value}`}>
                  {counts[value].toLocaleString('en-GB')}
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {INQUIRY_STATUSES.map((value) => (
          <TabsContent key={value} value={value}>
            {list(value)}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
