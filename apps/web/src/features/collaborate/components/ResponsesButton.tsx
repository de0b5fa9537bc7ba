import type { CollaborationView } from '@stave/contracts';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const ResponsesDialog = lazy(() => import('./ResponsesDialog').then((m) => ({ default: m.ResponsesDialog })));

// The owner's "N responded" on their call: opens who responded (the dialog loads on the first click, so the list's
// first paint carries none of it).
export function ResponsesButton({ collaboration, actingFor = null }: { collaboration: CollaborationView; actingFor?: number | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const count = collaboration.responseCount ?? 0;
  return (
    <>
      <Button
        variant="secondary"
        data-testid="response-count"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MessageSquare className="text-muted-foreground" aria-hidden="true" />
        {count} responded<span className="sr-only">: see who</span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ResponsesDialog collaboration={collaboration} actingFor={actingFor} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
