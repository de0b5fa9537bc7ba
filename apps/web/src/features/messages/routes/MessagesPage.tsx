import type { ConversationView } from '@stave/contracts';
import { ArrowLeft, MessagesSquare, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { startConversation, type ConversationBox } from '@/features/messages/api/messages.api';
import { useConversationsQuery } from '@/features/messages/api/messages.queries';
import { ConversationList, MESSAGES_TEXT } from '@/features/messages/components/ConversationList';
import { ThreadView } from '@/features/messages/components/ThreadView';
import { UsageLine } from '@/features/messages/components/UsageLine';
import { useRealtimeStatus } from '@/features/realtime/RealtimeContext';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';

const positiveId = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

// Spec §2 Messages: back to the dashboard, the conversation list, the thread; on small screens the
// two alternate. `?c=<id>` is the open conversation, `?box=requests` the Requests tab, and
// `?with=<member id>` (the Message buttons) opens the conversation with that member.
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const box: ConversationBox = params.get('box') === 'requests' ? 'requests' : 'inbox';
  const selectedId = positiveId(params.get('c'));
  const withMember = positiveId(params.get('with'));
  const inbox = useConversationsQuery('inbox');
  const requests = useConversationsQuery('requests');
  const live = useRealtimeStatus();
  const [opened, setOpened] = useState<ConversationView | null>(null);

  const select = (id: number | null, nextBox = box) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('with');
        if (id === null) next.delete('c');
        else next.set('c', String(id));
        if (nextBox === 'requests') next.set('box', 'requests');
        else next.delete('box');
        return next;
      },
      { replace: id === null },
    );

  // A Message button: find or start the conversation, then show it.
  const starting = useRef<number | null>(null);
  useEffect(() => {
    if (withMember === null || starting.current === withMember) return;
    starting.current = withMember;
    startConversation(withMember)
      .then((conversation) => {
        setOpened(conversation);
        select(conversation.id, conversation.isRequest ? 'requests' : 'inbox');
      })
      .catch(() => {
        toast({ title: 'Failed to start conversation', variant: 'destructive' });
        select(null);
      });
    // `select` is rebuilt each render; the member id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withMember]);

  const all = [...(inbox.data ?? []), ...(requests.data ?? [])];
  const selected = all.find((conversation) => conversation.id === selectedId) ?? (opened?.id === selectedId ? opened : null);
  const requestCount = requests.data?.length ?? 0;

  return (
    <>
      <title>Messages · Stave</title>
      <div className="mb-4 flex items-center justify-between gap-3" data-realtime={live}>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={ROUTES.home}>
            <ArrowLeft aria-hidden="true" />
            Back to dashboard
          </Link>
        </Button>
        {live === 'reconnecting' ? (
          <p id="realtime-status" role="status" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="reconnecting">
            <WifiOff className="size-3.5" aria-hidden="true" />
            Reconnecting… messages refresh every few seconds meanwhile
          </p>
        ) : null}
      </div>
      <h1 className="sr-only">Messages</h1>
      <Card className="grid h-[calc(100dvh-11rem)] min-h-[28rem] grid-cols-1 overflow-hidden p-0 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div className={cn('flex min-h-0 flex-col border-r', selectedId !== null && 'hidden md:flex')}>
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="text-lg font-semibold">Messages</h2>
            <Tabs value={box} onValueChange={(value) => select(null, value as ConversationBox)}>
              <TabsList className="h-9">
                <TabsTrigger value="inbox" className="text-xs">
                  Inbox
                </TabsTrigger>
                <TabsTrigger value="requests" className="text-xs">
                  Requests{requestCount ? ` (${requestCount})` : ''}
                </TabsTrigger>
              </TabsList>
            </Tabs>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ConversationList box={box} selectedId={selectedId} onSelect={(id) => select(id)} />
          </div>
          <UsageLine />
        </div>
        <div className={cn('min-h-0', selectedId === null && 'hidden md:block')}>
          {selected ? (
            <ThreadView key={selected.id} conversation={selected} onBack={() => select(null)} />
          ) : (
            <div className="grid h-full place-items-center p-6">
              <EmptyState
                icon={MessagesSquare}
                title={selectedId !== null && (inbox.isPending || withMember !== null) ? MESSAGES_TEXT.loadingMessages : MESSAGES_TEXT.selectConversation}
                className="border-none"
              />
            </div>
          )}
        </div>
      </Card>
    </>
  );
}
