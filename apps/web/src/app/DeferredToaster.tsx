import { lazy, Suspense } from 'react';
import { useToast } from '@/hooks/useToast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

// The toast UI (Radix) downloads with the first toast instead of with the first page.
export function DeferredToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
