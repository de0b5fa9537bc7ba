import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from '../report-target';
import { MoreButton } from './MoreButton';

const loadMenu = () => import('./ReportMenu');
const ReportMenu = lazy(() => loadMenu().then((m) => ({ default: m.ReportMenu })));
const prefetch = () => void loadMenu().catch(() => undefined);

// The '…' on someone else's post, job, event or collaboration call (Report). Like the bell, the first paint
// gets a plain button; the menu's code (and the report dialog's) arrives on hover, focus or the first click, which
// opens it.
export function ReportMenuButton({ target, label, className }: { target: ReportTarget; label: string; className?: string }) {
  const [activated, setActivated] = useState(false);
  if (!activated) return <MoreButton label={label} className={className} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setActivated(true)} />;
  return (
    <Suspense fallback={<MoreButton label={label} className={className} aria-busy="true" />}>
      <ReportMenu target={target} label={label} className={className} />
    </Suspense>
  );
}
