import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { PageSkeleton } from '@/components/layout/PageSkeleton';
import { SkipLink } from '@/components/layout/SkipLink';
import { TopNav } from '@/app/shell/TopNav';
import { rememberPath } from '@/lib/navigation-cache';

// ?post=ID opens one post over the current page (notifications, trending); loaded when first used.
const PostDialogHost = lazy(() => import('@/features/feed/public-post-dialog').then((m) => ({ default: m.PostDialogHost })));

// The 'Achievement Unlocked!' panel (Other UI) is on every signed-in page but never part
// of the first paint: its code and the unviewed-achievements call come after.
const AchievementsHost = lazy(() => import('@/features/achievements/public-host').then((m) => ({ default: m.AchievementsHost })));

// Signed-in frame: fixed top navigation, then the page.
export function AppLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const showingPost = params.has('post');

  useEffect(() => {
    rememberPath(pathname);
  }, [pathname]);

  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <TopNav />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 pt-24 pb-16 outline-none sm:px-6 lg:pt-28">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <AchievementsHost />
      </Suspense>
      {showingPost ? (
        <Suspense fallback={null}>
          <PostDialogHost />
        </Suspense>
      ) : null}
    </div>
  );
}
