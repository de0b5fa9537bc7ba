import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { SkipLink } from '@/components/layout/SkipLink';
import { PublicFooter, PublicHeader } from '@/features/landing';

// Visitors browse the marketplace too, in the public frame (the landing page's header and
// footer) rather than the members' navigation.
export function VisitorFrame() {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-16 outline-none sm:px-6 lg:pt-12">
        <Suspense fallback={<Spinner className="mx-auto mt-16 size-6" />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
