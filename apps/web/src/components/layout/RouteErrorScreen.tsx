import { RefreshCw } from 'lucide-react';
import { StaveMark } from '@/components/brand/StaveMark';
import { Button } from '@/components/ui/button';

// Router error element: most often a page's code failed to download after a new release.
export function RouteErrorScreen() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background px-6">
      <title>Something went wrong · Stave</title>
      <div className="flex max-w-sm flex-col items-center gap-4 text-center">
        <StaveMark className="size-12" />
        <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">This page could not be loaded. Reloading usually fixes it, especially right after an update.</p>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </div>
  );
}
