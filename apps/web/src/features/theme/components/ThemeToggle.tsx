import { lazy, Suspense, useState } from 'react';
import { ThemeToggleButton } from '@/features/theme/components/ThemeToggleButton';

const loadThemeMenu = () => import('@/features/theme/components/ThemeMenu');
const ThemeMenu = lazy(() => loadThemeMenu().then((m) => ({ default: m.ThemeMenu })));
const prefetch = () => void loadThemeMenu().catch(() => undefined);

// Theme dropdown (Light / Dark / System). The Radix menu is ~15 KiB gz, so the first paint gets
// a plain button; hovering or focusing it fetches the menu and a click opens it.
export function ThemeToggle({ className }: { className?: string }) {
  const [activated, setActivated] = useState(false);

  if (!activated) {
    return <ThemeToggleButton className={className} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setActivated(true)} />;
  }
  return (
    <Suspense fallback={<ThemeToggleButton className={className} aria-busy="true" />}>
      <ThemeMenu className={className} defaultOpen />
    </Suspense>
  );
}
