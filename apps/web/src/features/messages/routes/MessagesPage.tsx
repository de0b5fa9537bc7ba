import type { ConversationView } from '@stave/contracts';
import { ArrowLeft, MessagesSquare, ShieldAlert, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { startConversation, type ConversationBox } from '@/features/messages/api/messages.api';
import { useAuth } from '@/features/auth';
import { useConversationsQuery } from '@/features/messages/api/messages.queries';
import { INBOX_PARAM, SUSPENDED_MESSAGE, inboxTeam, inboxTeams, readInbox, teamRefusal, type InboxId } from '@/features/messages/business-inbox';
import { ConversationList, MESSAGES_TEXT } from '@/features/messages/components/ConversationList';
import { MessageInboxContext, type MessageInbox } from '@/features/messages/components/inbox-context';
import { InboxSwitcher } from '@/features/messages/components/InboxSwitcher';
import { ThreadView } from '@/features/messages/components/ThreadView';
import { UsageLine } from '@/features/messages/components/UsageLine';
import { useRealtimeStatus } from '@/features/realtime';
import { useMembershipsQuery } from '@/features/teams';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';

const positiveId = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

// Messages: back to the dashboard, the conversation list, the thread; on small screens the
// two alternate. `?c=<id>` is the open conversation, `?box=requests` the Requests tab, and
// `?with=<member id>` (the Message buttons) opens the conversation with that member. `?inbox=<business id>`
// is a business's inbox, answered by one of its admins (every call sends x-act-as; polled, as no frames come for it).
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const box: ConversationBox = params.get('box') === 'requests' ? 'requests' : 'inbox';
  const selectedId = positiveId(params.get('c'));
  const withMember = positiveId(params.get('with'));
  const inboxId = readInbox(params);
  const { user } = useAuth();
  const memberships = useMembershipsQuery(Boolean(user));
  const team = inboxTeam(memberships.data, inboxId);
  // A business whose plan has ended is known from the memberships: nothing is asked of its inbox.
  const suspended = team?.suspended ?? false;
  const business = useMemo<MessageInbox>(() => ({ id: inboxId, name: team?.business.name ?? null }), [inboxId, team?.business.name]);
  const inbox = useConversationsQuery('inbox', inboxId, !suspended);
  const requests = useConversationsQuery('requests', inboxId, !suspended);
  const live = useRealtimeStatus();
  const [opened, setOpened] = useState<ConversationView | null>(null);
  const refusal = inboxId === null ? null : suspended ? SUSPENDED_MESSAGE : (teamRefusal(inbox.error) ?? teamRefusal(requests.error));

  // Another inbox: its list, nothing open (a conversation of one is not the other's). A step Back can undo.
  const switchInbox = (next: InboxId) => {
    setOpened(null);
    setParams((current) => {
      const kept = new URLSearchParams(current);
      for (const key of ['c', 'box', 'with', INBOX_PARAM]) kept.delete(key);
      if (next !== null) kept.set(INBOX_PARAM, String(next));
      return kept;
    });
  };

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

  // A Message button: find or start the conversation (as the business, in its inbox), then show it.
  const starting = useRef<string | null>(null);
  useEffect(() => {
    const attempt = `${inboxId ?? ''}:${withMember}`;
    if (withMember === null || starting.current === attempt || suspended) return;
    starting.current = attempt;
    startConversation(withMember, inboxId)
      .then((conversation) => {
        setOpened(conversation);
        select(conversation.id, conversation.isRequest ? 'requests' : 'inbox');
      })
      .catch(() => {
        toast({ title: 'Failed to start conversation', variant: 'destructive' });
        select(null);
      });
    // `select` is rebuilt each render; the member id and the inbox are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withMember, inboxId, suspended]);

  const all = [...(inbox.data ?? []), ...(requests.data ?? [])];
  const selected = all.find((conversation) => conversation.id === selectedId) ?? (opened?.id === selectedId ? opened : null);
  const requestCount = requests.data?.length ?? 0;

  const adminTeams = inboxTeams(memberships.data);
  const businessName = business.name ?? 'this business';

  return (
    <MessageInboxContext value={business}>
      <title>{inboxId === null ? 'Messages · Stave' : `Messages · ${businessName} · Stave`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-2" data-realtime={live} data-inbox={inboxId ?? 'own'}>
        <ActionLink icon={ArrowLeft} variant="ghost" size="sm" className="-ml-2" to={ROUTES.home} label="Back to dashboard" />
        <div className="flex min-w-0 flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {live === 'reconnecting' && inboxId === null ? (
            <p id="realtime-status" role="status" className="inline-flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="reconnecting">
              <WifiOff className="size-3.5" aria-hidden="true" />
              Reconnecting… messages refresh every few seconds meanwhile
            </p>
          ) : null}
          <InboxSwitcher teams={adminTeams} current={inboxId} onChange={switchInbox} />
        </div>
      </div>
      <h1 className="sr-only">{inboxId === null ? 'Messages' : `Messages for ${businessName}`}</h1>
      {refusal ? (
        <Alert variant="destructive" data-testid="inbox-refused">
          <ShieldAlert aria-hidden="true" />
          <AlertTitle>{`${business.name ? `${business.name}'s` : "This business's"} inbox isn't available`}</AlertTitle>
          <AlertDescription>{refusal}</AlertDescription>
          <div className="col-start-2 mt-2">
            <Button size="sm" variant="outline" onClick={() => switchInbox(null)}>
              Back to your inbox
            </Button>
          </div>
        </Alert>
      ) : (
        <Card className="grid h-[calc(100dvh-11rem)] min-h-[28rem] grid-cols-1 overflow-hidden p-0 md:grid-cols-[minmax(16rem,22rem)_1fr]">
          <div className={cn('flex min-h-0 flex-col border-r', selectedId !== null && 'hidden md:flex')}>
            {/* The list is the tabs' panel (each tab's own, so a tab names one that exists). */}
            <Tabs value={box} onValueChange={(value) => select(null, value as ConversationBox)} className="flex min-h-0 flex-1 flex-col">
              <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
                <h2 className="text-lg font-semibold">Messages</h2>
                <TabsList className="h-9">
                  <TabsTrigger value="inbox" className="text-xs">
                    Inbox
                  </TabsTrigger>
                  <TabsTrigger value="requests" className="text-xs">
                    Requests{requestCount ? ` (${requestCount})` : ''}
                  </TabsTrigger>
                </TabsList>
              </div>
              {(['inbox', 'requests'] as const).map((tab) => (
                <TabsContent key={tab} value={tab} className="mt-0 min-h-0 flex-1 overflow-y-auto focus-visible:outline-offset-[-2px]">
                  {tab === box ? <ConversationList box={box} selectedId={selectedId} onSelect={(id) => select(id)} /> : null}
                </TabsContent>
              ))}
            </Tabs>
            <UsageLine />
          </div>
          <div className={cn('min-h-0', selectedId === null && 'hidden md:block')}>
            {selected ? (
              <ThreadView key={`${inboxId ?? 'own'}:${selected.id}`} conversation={selected} onBack={() => select(null)} />
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
      )}
    </MessageInboxContext>
  );
}
