import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Every dialog in the app is opened from state (`open`), so nothing of Radix's dialog (focus trap, scroll lock,
// portal: ~10 KiB compressed) is needed before one opens: the parts load with the first dialog that opens, and are
// fetched once the page is idle so that first opening does not wait (docs/web.md, Bundle).
const parts = () => import('./dialog-parts');
const DialogRoot = lazy(() => parts().then((module) => ({ default: module.DialogRoot })));
export const DialogContent = lazy(() => parts().then((module) => ({ default: module.DialogContent })));
export const DialogTitle = lazy(() => parts().then((module) => ({ default: module.DialogTitle })));
export const DialogDescription = lazy(() => parts().then((module) => ({ default: module.DialogDescription })));
export const DialogClose = lazy(() => parts().then((module) => ({ default: module.DialogClose })));

let prefetched = false;
function prefetchWhenIdle() {
  if (prefetched) return;
  prefetched = true;
  const load = () => void parts().catch(() => (prefetched = false));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

export function Dialog({ open, ...props }: ComponentProps<typeof DialogRoot>) {
  // Mounted once it has been open, so Radix can animate the close and give focus back.
  const [opened, setOpened] = useState(Boolean(open));
  if (open && !opened) setOpened(true);
  useEffect(prefetchWhenIdle, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogRoot open={open} {...props} />
    </Suspense>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
