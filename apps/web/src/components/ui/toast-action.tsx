import { lazy } from 'react';

// A toast's action button for code that raises toasts: loaded with the toast UI itself (DeferredToaster), so a page
// that may offer an action ('Upgrade to Pro') does not carry Radix's toast in its first paint.
export const ToastAction = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.ToastAction })));
