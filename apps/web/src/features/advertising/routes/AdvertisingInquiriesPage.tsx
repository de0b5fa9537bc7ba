import { ADVERTISING_MESSAGES, INQUIRY_STATUSES } from '@stave/contracts';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CountTabs } from '@/components/staff-queue/CountTabs';
import { StaffPage } from '@/components/staff-queue/StaffPage';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useUrlLocation } from '@/hooks/useUrlLocation';
import { ROUTES } from '@/routes';
import { INQUIRIES_PAGE_SIZE, readInquiriesLocation, toInquiriesParams } from '../advertising-url';
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
  const [{ status, page }, go] = useUrlLocation(readInquiriesLocation, toInquiriesParams);
  const query = useInquiriesQuery({ status, page, limit: INQUIRIES_PAGE_SIZE }, staff);

  return (
    <StaffPage
      signedIn={Boolean(user)}
      signInText="Log in to see advertising inquiries."
      role={role}
      allowed={staff}
      title="Advertising inquiries"
      pageTitle={`${STATUS_LABELS[status]} · Advertising inquiries · Stave`}
      icon={Megaphone}
      description="What companies sent from Advertise with Stave, newest first. Move each one on as the conversation goes, and say who has it."
      denied={{
        title: ADVERTISING_MESSAGES.staffOnly,
        description: 'Companies that want to advertise write to the team from Advertise with Stave.',
        action: (
          <Button asChild variant="outline">
            <Link to={ROUTES.advertise}>Advertise with Stave</Link>
          </Button>
        ),
      }}
    >
      <CountTabs
        values={INQUIRY_STATUSES}
        labels={STATUS_LABELS}
        value={status}
        counts={query.data?.counts}
        onChange={(next) => go({ status: next, page: 1 })}
        label="Inquiries by status"
        countTestId={(value) => `inquiries-tab-count-${value}`}
        columns="grid-cols-2 xs:grid-cols-4"
        padding="px-2.5"
      >
        <InquiriesList query={query} status={status} page={page} onPage={(next) => go({ status, page: next })} team={role.data?.team ?? []} meId={user?.id} />
      </CountTabs>
    </StaffPage>
  );
}
