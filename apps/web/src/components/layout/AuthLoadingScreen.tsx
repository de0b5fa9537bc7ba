import { StaveMark } from '@/components/brand/StaveMark';
import { Spinner } from '@/components/ui/spinner';

// Full-screen spinner with 'Loading {product}...' while the session is checked.
export function AuthLoadingScreen() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background px-6" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-5 text-center">
        <StaveMark className="size-12" />
        <div className="flex items-center gap-3 text-sm font-medium text-muted-foreground">
          <Spinner className="size-5" />
          <span>Loading Stave...</span>
        </div>
      </div>
    </div>
  );
}
