import { ShieldOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';

// While a page asks who the member is to it (staff, agent, VIP): the header's and the list's shapes, with what the
// page has between them.
export function RoleLoading({ children }: { children?: ReactNode }) {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="sr-only">
        Loading...
      </p>
      <Skeleton className="h-12 w-64" />
      {children}
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

// What StaffPage reads of the role query.
type RoleQuery = { isPending: boolean; isError: boolean; isRefetching: boolean; refetch: () => Promise<unknown> };

type StaffPageProps = {
  signedIn: boolean;
  // Said to a visitor who is signed out ('Log in to review reports.').
  signInText: string;
  role: RoleQuery;
  // The member is on the team that works this page.
  allowed: boolean;
  // The page's name ('Support queue'): the header and the tab title of the states.
  title: string;
  // The tab title once it shows ('Open · Support queue · Stave').
  pageTitle: string;
  icon: LucideIcon;
  description: string;
  // Between the header's and the list's shapes while the role loads.
  loadingExtra?: ReactNode;
  // Shown when the role cannot be read; without it, that member is not on the team.
  roleError?: string;
  denied: { title: string; description: string; action?: ReactNode };
  children: ReactNode;
};

// A page only a staff team sees (moderation, the support queue, advertising inquiries): the signed-out prompt, the
// role's loading, error and 'only the team' states, then the page's header over its queue.
export function StaffPage({
  signedIn,
  signInText,
  role,
  allowed,
  title,
  pageTitle,
  icon,
  description,
  loadingExtra,
  roleError,
  denied,
  children,
}: StaffPageProps) {
  if (!signedIn) return <SignInPrompt page={title} title="Please Log In" description={signInText} actionLabel="Log In" />;
  if (role.isPending) return <RoleLoading>{loadingExtra}</RoleLoading>;
  if (roleError && role.isError) {
    return (
      <>
        <title>{`${title} · Stave`}</title>
        <QueryError titleAs="h1" title={roleError} retrying={role.isRefetching} onRetry={() => void role.refetch()} />
      </>
    );
  }
  if (!allowed) {
    return (
      <>
        <title>{`${title} · Stave`}</title>
        <EmptyState icon={ShieldOff} titleAs="h1" title={denied.title} description={denied.description} action={denied.action} />
      </>
    );
  }
  return (
    <>
      <title>{pageTitle}</title>
      <PageHeader icon={icon} title={title} description={description} />
      {children}
    </>
  );
}
