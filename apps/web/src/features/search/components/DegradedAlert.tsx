import type { SearchType } from '@stave/contracts';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { degradedNote } from '@/features/search/search-sections';

// Some sections' services did not answer in time: the rest of the results are whole.
export function DegradedAlert({ types, retrying, onRetry }: { types: readonly SearchType[]; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert variant="info" data-testid="search-degraded">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{degradedNote(types)}</AlertTitle>
      <AlertDescription className="mt-2">
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden="true" />}
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
