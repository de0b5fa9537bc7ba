import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { RoleLoading } from '@/components/staff-queue/StaffPage';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { useSupportRoleQuery } from '../api/support-role';
import { HelpCenter } from '../components/HelpCenter';
import { VipSupport } from '../components/VipSupport';

// /support: VIP support (the member's tickets) for Business members and the support team
// (GET /api/support/me); the help page, with the way to Business, for everyone else. When the role cannot be read, the
// member's plan as the app knows it decides, so the page still helps.
export function SupportPage() {
  const { user } = useAuth();
  const role = useSupportRoleQuery(Boolean(user));

  if (!user) return <SignInPrompt page="Help and support" title="Please Log In" description="Log in to reach Stave support." actionLabel="Log In" />;
  if (role.isPending) {
    return (
      <RoleLoading>
        <Skeleton className="h-10 w-80 max-w-full" />
      </RoleLoading>
    );
  }
  const vip = role.data?.vip ?? user.subscriptionTier === 'business';
  if (!vip) return <HelpCenter tier={user.subscriptionTier} />;
  return <VipSupport meId={user.id} agent={role.data?.agent === true} />;
}
