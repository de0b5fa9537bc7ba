import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const MobileMenuSheet = lazy(() => import('@/app/shell/MobileMenuSheet').then((m) => ({ default: m.MobileMenuSheet })));

// Below the lg breakpoint the top navigation collapses into a sheet (menu toggle, 'My Profile' and
// 'Sign Out' on mobile). The toggle is a plain button; the sheet (and Radix's dialog with it) loads on its first
// press and stays mounted after, so later presses open at once. Focus goes back to the toggle on close
// (DialogContent returns it to whatever opened it).
export function MobileMenu({ showUpgrade }: { showUpgrade: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-toggle"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet showUpgrade={showUpgrade} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
