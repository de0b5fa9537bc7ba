import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSkeleton } from '@/components/layout/PageSkeleton';
import { SkipLink } from '@/components/layout/SkipLink';
import { TopNav } from '@/components/layout/TopNav';
import { rememberPath } from '@/lib/navigation-cache';

// Signed-in frame: fixed top navigation, then the page.
export function AppLayout() {
  const { pathname } = useLocation();

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
    </div>
  );
}
