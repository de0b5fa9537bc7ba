import { Crown, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { StaveHomeLink } from '@/components/brand/StaveLogo';
import { MobileMenu } from '@/app/shell/MobileMenu';
import { NAV_ITEMS, isNavItemActive } from '@/app/shell/nav-items';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { TierBadge } from '@/components/ui/tier-badge';
import { useUnreadMessagesQuery } from '@/features/messages';
import { NotificationBell } from '@/features/notifications';
import { SearchBox } from '@/features/search';
import { ThemeToggle } from '@/features/theme';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';

const navItemClass =
  'group relative flex h-full min-w-[4.5rem] flex-col items-center justify-center gap-1 px-2.5 text-[12px] font-medium ' +
  'text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-offset-[-4px] aria-[current=page]:text-foreground';

function ActiveBar() {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-x-3 bottom-0 h-[2px] scale-x-0 rounded-full bg-brand transition-transform group-aria-[current=page]:scale-x-100"
    />
  );
}

// The unread messages on the Messages item (live over the socket, else polled every 30 s).
function CountBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      data-testid="messages-badge"
      className="absolute -top-1.5 -right-2.5 grid h-4 min-w-4 place-items-center rounded-full bg-brand px-1 text-[10px] leading-none font-semibold text-brand-foreground ring-2 ring-background"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

// Fixed top navigation.
export function TopNav() {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const profileActive = pathname === ROUTES.profile || pathname === ROUTES.profileSettings;
  const showUpgrade = !user || user.subscriptionTier === 'free';
  const unreadMessages = useUnreadMessagesQuery(Boolean(user)).data ?? 0;

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 sm:px-6">
        <StaveHomeLink to={ROUTES.home} className="mr-2 lg:mr-1 xl:mr-6" />

        <nav aria-label="Main" className="hidden h-full items-stretch lg:flex">
          {NAV_ITEMS.map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              // Eight items (the forum, then bookings): from lg to xl they sit closer, so the row fits 1024 px.
              <Link
                key={item.to}
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(navItemClass, 'min-w-12 px-1.5 whitespace-nowrap xl:min-w-[4.5rem] xl:px-2.5')}
              >
                <span className="relative">
                  <Icon className="size-5" aria-hidden="true" />
                  {item.to === ROUTES.messages && unreadMessages > 0 ? <CountBadge count={unreadMessages} /> : null}
                </span>
                <span>
                  {item.label}
                  {item.to === ROUTES.messages && unreadMessages > 0 ? <span className="sr-only"> ({unreadMessages} unread)</span> : null}
                </span>
                <ActiveBar />
              </Link>
            );
          })}
        </nav>

        {/* The global search; below lg it is in the mobile menu. From lg to xl the header has room for
            its magnifier only (the spacing tightens to make it): focused, the box widens over the items. */}
        <div role="search" className="hidden h-full min-w-9 flex-1 items-center justify-end lg:flex xl:px-2">
          <SearchBox variant="header" className="max-w-72" />
        </div>

        <div className="ml-auto flex h-full items-center gap-1 sm:gap-2 lg:gap-1 xl:gap-2">
          {showUpgrade ? (
            <Button asChild variant="brand" size="sm" className="hidden rounded-full px-3.5 sm:inline-flex">
              <Link to={ROUTES.subscription}>
                <Crown aria-hidden="true" />
                Upgrade
              </Link>
            </Button>
          ) : user ? (
            // Pro shows PRO, business BUSINESS; it leads to the member's plan.
            <Link
              to={ROUTES.subscription}
              className="hidden rounded-md sm:inline-flex"
              aria-label={`${user.subscriptionTier === 'business' ? 'BUSINESS' : 'PRO'} plan`}
            >
              <TierBadge tier={user.subscriptionTier} />
            </Link>
          ) : null}
          <NotificationBell />
          <ThemeToggle />

          {user ? (
            <Link to={ROUTES.profile} aria-current={profileActive ? 'page' : undefined} className={cn(navItemClass, 'hidden min-w-14 lg:flex')}>
              <UserAvatar username={user.username} profileImage={user.profileImage} className="size-6 text-[11px] ring-0" decorative />
              <span>Me</span>
              <ActiveBar />
            </Link>
          ) : null}
          <button type="button" onClick={() => void signOut()} className={cn(navItemClass, 'hidden min-w-14 lg:flex')}>
            <LogOut className="size-5" aria-hidden="true" />
            <span>Sign out</span>
          </button>

          {user ? (
            // The name is text, not aria-label: a label that leaves out the initials shown fails
            // WCAG 2.5.3 (label in name) for a member without a picture.
            <Link to={ROUTES.profile} className="rounded-full lg:hidden">
              <UserAvatar username={user.username} profileImage={user.profileImage} className="size-8 text-xs" decorative />
              <span className="sr-only">My Profile</span>
            </Link>
          ) : null}
          <MobileMenu showUpgrade={showUpgrade} />
        </div>
      </div>
    </header>
  );
}
