import { lazy, Suspense, type RefObject } from 'react';
import type { ReportTarget } from '../report-target';

const loadDialog = () => import('./ReportDialog');
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

// Started on hover or focus of what opens it, so the dialog is usually there by the click.
export const prefetchReportDialog = () => void loadDialog().catch(() => undefined);

// The report dialog, loaded when first opened: the feed's first paint does not carry it (nor the contracts' zod).
export function ReportDialogHost({ target, onClose, returnFocus }: { target: ReportTarget; onClose: () => void; returnFocus?: RefObject<HTMLElement | null> }) {
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} onOpenChange={(open) => (open ? undefined : onClose())} returnFocus={returnFocus} />
    </Suspense>
  );
}
