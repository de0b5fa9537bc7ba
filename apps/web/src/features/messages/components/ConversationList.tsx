import type { ConversationView } from '@stave/contracts';
import { Inbox, MessagesSquare } from 'lucide-react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/useNow';
import { cn } from '@/lib/cn';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import type { ConversationBox } from '../api/messages.api';
import { useConversationsQuery } from '../api/messages.queries';
import { useMessageInbox } from './inbox-context';

export const MESSAGES_TEXT = {
  noConversations: 'No conversations yet. Send a message to a connection to start chatting!',
  noMessages: 'No messages yet. Start the conversation!',
  selectConversation: 'Select a conversation to start messaging',
  loadingConversations: 'Loading conversations...',
  loadingMessages: 'Loading messages...',
  errorConversations: 'Error loading conversations',
  noRequests: 'No message requests',
} as const;

function ListSkeleton() {
  return (
    <ul className="divide-y" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-4 py-3.5">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-3 w-44" />
          </div>
        </li>
      ))}
    </ul>
  );
}

// Avatar, the other member's name, the last message (or 'No messages yet'), relative
// time; an unread dot and count where they wrote since this member last read.
export function ConversationList({ box, selectedId, onSelect }: { box: ConversationBox; selectedId: number | null; onSelect: (id: number) => void }) {
  const inbox = useMessageInbox();
  const query = useConversationsQuery(box, inbox.id);
  const now = useNow();

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="px-4 pt-3 text-sm text-muted-foreground">
          {MESSAGES_TEXT.loadingConversations}
        </p>
        <ListSkeleton />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="px-4 py-6 text-sm text-destructive">
        {MESSAGES_TEXT.errorConversations}
      </p>
    );
  }
  const conversations = query.data ?? [];
  if (conversations.length === 0) {
    const business = inbox.id === null ? null : (inbox.name ?? 'the business');
    return box === 'inbox' ? (
      <EmptyState
        icon={MessagesSquare}
        title={business ? `No conversations with ${business} yet. Members' messages to it show here.` : MESSAGES_TEXT.noConversations}
        className="m-4 border-none"
      />
    ) : (
      <EmptyState
        icon={Inbox}
        title={MESSAGES_TEXT.noRequests}
        description={`First messages from members ${business ? `${business} is` : 'you are'} not connected with wait here until you accept them.`}
        className="m-4 border-none"
      />
    );
  }
  return (
    <ul className="divide-y" aria-label={box === 'inbox' ? 'Conversations' : 'Message requests'}>
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} now={now} selected={conversation.id === selectedId} onSelect={onSelect} />
      ))}
    </ul>
  );
}

function ConversationRow({
  conversation,
  now,
  selected,
  onSelect,
}: {
  conversation: ConversationView;
  now: number;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(conversation.id)}
        aria-current={selected ? 'true' : undefined}
        data-testid="conversation-row"
        className={cn(
          'flex w-full items-center gap-3 px-4 py-3.5 text-left transition-colors hover:bg-muted/60 focus-visible:outline-offset-[-3px]',
          selected && 'bg-brand-soft/60 hover:bg-brand-soft/70',
        )}
      >
        <UserAvatar username={conversation.other_user_name} profileImage={conversation.other_user_picture} className="size-11 ring-0" decorative />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-[15px]', unread ? 'font-semibold' : 'font-medium')}>{conversation.other_user_name}</span>
            {conversation.last_message_time ? (
              <time
                dateTime={conversation.last_message_time}
                title={fullDateTime(conversation.last_message_time)}
                className="shrink-0 text-xs text-muted-foreground"
              >
                {relativeTime(conversation.last_message_time, now)}
              </time>
            ) : null}
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'text-foreground' : 'text-muted-foreground', !conversation.last_message && 'italic')}>
              {conversation.last_message ?? 'No messages yet'}
            </span>
            {unread ? (
              <span className="grid min-w-5 shrink-0 place-items-center rounded-full bg-brand px-1.5 text-[11px] leading-5 font-semibold text-brand-foreground">
                {conversation.unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}
