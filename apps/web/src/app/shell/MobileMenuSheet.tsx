import { Crown, LifeBuoy, LogOut, Settings, UserRound, UsersRound } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { StaveLogo } from '@/components/brand/StaveLogo';
import { MOBILE_NAV_ITEMS, isNavItemActive } from '@/app/shell/nav-items';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { ToolMenuItem } from '@/components/tool-links/ToolLinks';
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
  const menuItem = (active: boolean) => ({ className: itemClass, active, onNavigate: close });

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
              {MOBILE_NAV_ITEMS.map((item) => (
                <ToolMenuItem key={item.to} {...item} {...menuItem(isNavItemActive(item, pathname))} />
              ))}
              <ToolMenuItem
                to={ROUTES.profile}
                icon={UserRound}
                label="My Profile"
                {...menuItem(pathname === ROUTES.profile || pathname === ROUTES.profileSettings)}
              />
              <ToolMenuItem to={ROUTES.settings} icon={Settings} label="Settings" {...menuItem(pathname === ROUTES.settings)} />
              {/* For everyone, as invitations to a team are answered there too. */}
              <ToolMenuItem to={ROUTES.team} icon={UsersRound} label="Team" {...menuItem(pathname === ROUTES.team)} />
              {/* The monthly industry insight reports, for Business members. */}
              <InsightsMenuItem {...menuItem(pathname === ROUTES.insights)} />
              <ToolMenuItem
                to={ROUTES.support}
                icon={LifeBuoy}
                label="Help and support"
                {...menuItem(pathname === ROUTES.support || pathname.startsWith(`${ROUTES.support}/tickets/`))}
              />
              <ModerationMenuItem {...menuItem(pathname === ROUTES.moderation)} />
              <AdvertisingMenuItem {...menuItem(pathname === ROUTES.advertisingInquiries)} />
              <SupportQueueMenuItem {...menuItem(pathname === ROUTES.supportQueue)} />
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
