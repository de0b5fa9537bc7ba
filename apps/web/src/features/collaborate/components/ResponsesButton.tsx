import type { CollaborationView } from '@stave/contracts';
import { MessageSquare } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMembershipsQuery } from '@/features/teams';

const ResponsesDialog = lazy(() => import('./ResponsesDialog').then((m) => ({ default: m.ResponsesDialog })));

// The owner's "N responded" on their call: opens who responded (the dialog loads on the first click, so the list's
// first paint carries none of it). For a business's call opened by an admin of its team (actingFor), the count is not
// theirs to see (the list is read as the member), so it says "Responses".
export function ResponsesButton({ collaboration, actingFor = null }: { collaboration: CollaborationView; actingFor?: number | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const count = collaboration.responseCount;
  return (
    <>
      <Button
        variant="secondary"
        data-testid="response-count"
        aria-haspopup="dialog"
        aria-label={count === null ? undefined : `${count} responded: see who`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MessageSquare className="text-muted-foreground" aria-hidden="true" />
        {count === null ? 'Responses' : `${count} responded`}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ResponsesDialog collaboration={collaboration} actingFor={actingFor} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

// A call the member posted for a business (its postedBy is them): its responses, read as the business, when they are
// an admin of its team and its plan is active (the `manage` permission); nothing otherwise.
export function BusinessResponsesButton({ collaboration }: { collaboration: CollaborationView }) {
  const memberships = useMembershipsQuery();
  const team = memberships.data?.teams.find((membership) => membership.business.id === collaboration.userId);
  const manages = team !== undefined && team.status === 'active' && team.role === 'admin' && !team.suspended;
  return manages ? <ResponsesButton collaboration={collaboration} actingFor={collaboration.userId} /> : null;
}
