import { Crown, LifeBuoy, LogOut, Settings, UserRound, UsersRound } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { StaveLogo } from '@/components/brand/StaveLogo';
import { MOBILE_NAV_ITEMS, isNavItemActive } from '@/app/shell/nav-items';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { AdvertisingMenuItem } from '@/features/advertising';
import { useAuth } from '@/features/auth';
import { InsightsMenuItem } from '@/features/insights';
import { ModerationMenuItem } from '@/features/moderation';
import { SearchBox } from '@/features/search';
import { SupportQueueMenuItem } from '@/features/support';
import { ROUTES } from '@/routes';

const itemClass =
  'flex h-11 items-center gap-3 rounded-lg px-3 text-[15px] font-medium transition-colors hover:bg-accent ' +
  'aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong';

// Below the lg breakpoint the top navigation collapses into this sheet (menu toggle,
// 'My Profile' and 'Sign Out' on mobile). Loaded on the first press of the toggle (MobileMenu): the dialog
// machinery is no part of a page's first paint.
export function MobileMenuSheet({ showUpgrade, open, setOpen }: { showUpgrade: boolean; open: boolean; setOpen: (open: boolean) => void }) {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const close = () => setOpen(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className="top-0 right-0 left-auto flex h-dvh max-h-dvh w-[min(20rem,calc(100%-2.5rem))] max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none rounded-l-2xl p-0"
        aria-describedby="mobile-menu-description"
        // The first item, not the search box: focusing a text box would pop a phone's keyboard over the menu.
        onOpenAutoFocus={(event) => {
          const first = navRef.current?.querySelector<HTMLElement>('a[href]');
          if (!first) return;
          event.preventDefault();
          first.focus();
        }}
        // With the search box's list open, Escape closes the list (the box handles it), not the menu.
        onEscapeKeyDown={(event) => {
          const target = event.target;
          if (target instanceof HTMLElement && target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true')
            event.preventDefault();
        }}
      >
        <div className="flex h-16 items-center border-b px-5">
          <StaveLogo markClassName="size-7" />
        </div>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <DialogDescription id="mobile-menu-description" className="sr-only">
          Site navigation
        </DialogDescription>

        {user ? (
          <div className="flex items-center gap-3 border-b px-5 py-4">
            <UserAvatar username={user.username} profileImage={user.profileImage} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{user.name || user.username}</p>
              <p className="truncate text-xs text-muted-foreground">@{user.username}</p>
            </div>
          </div>
        ) : null}

        <div className="flex-1 overflow-y-auto p-3">
          <div role="search" className="mb-3">
            <SearchBox variant="sheet" onNavigate={close} />
          </div>
          <nav ref={navRef} aria-label="Main">
            <ul className="grid gap-1">
              {MOBILE_NAV_ITEMS.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <Link to={item.to} onClick={close} aria-current={isNavItemActive(item, pathname) ? 'page' : undefined} className={itemClass}>
                      <Icon className="size-5" aria-hidden="true" />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
              <li>
                <Link
                  to={ROUTES.profile}
                  onClick={close}
                  aria-current={pathname === ROUTES.profile || pathname === ROUTES.profileSettings ? 'page' : undefined}
                  className={itemClass}
                >
                  <UserRound className="size-5" aria-hidden="true" />
                  My Profile
                </Link>
              </li>
              <li>
                <Link to={ROUTES.settings} onClick={close} aria-current={pathname === ROUTES.settings ? 'page' : undefined} className={itemClass}>
                  <Settings className="size-5" aria-hidden="true" />
                  Settings
                </Link>
              </li>
              {/* For everyone, as invitations to a team are answered there too. */}
              <li>
                <Link to={ROUTES.team} onClick={close} aria-current={pathname === ROUTES.team ? 'page' : undefined} className={itemClass}>
                  <UsersRound className="size-5" aria-hidden="true" />
                  Team
                </Link>
              </li>
              {/* The monthly industry insight reports, for Business members. */}
              <InsightsMenuItem className={itemClass} active={pathname === ROUTES.insights} onNavigate={close} />
              <li>
                <Link
                  to={ROUTES.support}
                  onClick={close}
                  aria-current={pathname === ROUTES.support || pathname.startsWith(`${ROUTES.support}/tickets/`) ? 'page' : undefined}
                  className={itemClass}
                >
                  <LifeBuoy className="size-5" aria-hidden="true" />
                  Help and support
                </Link>
              </li>
              <ModerationMenuItem className={itemClass} active={pathname === ROUTES.moderation} onNavigate={close} />
              <AdvertisingMenuItem className={itemClass} active={pathname === ROUTES.advertisingInquiries} onNavigate={close} />
              <SupportQueueMenuItem className={itemClass} active={pathname === ROUTES.supportQueue} onNavigate={close} />
            </ul>
          </nav>
        </div>

        <div className="grid gap-2 border-t p-4">
          {showUpgrade ? (
            <Button asChild variant="brand">
              <Link to={ROUTES.subscription} onClick={close}>
                <Crown aria-hidden="true" />
                Upgrade
              </Link>
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
