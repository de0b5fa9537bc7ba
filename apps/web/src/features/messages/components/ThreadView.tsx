import { skipToken, useQuery } from '@tanstack/react-query';
import type { ConversationView, MessageView } from '@stave/contracts';
import { ArrowLeft, Ban, Building2, EllipsisVertical, Flag, MessagesSquare, SendHorizontal, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { ReportButton } from '@/features/moderation';
import { useRealtime } from '@/features/realtime';
import { toast } from '@/hooks/useToast';
import { useNow } from '@/hooks/useNow';
import { cn } from '@/lib/cn';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import {
  useBlockMutation,
  useBlocksQuery,
  useDeleteMessageMutation,
  useMarkReadMutation,
  useReportMutation,
  useRequestAnswerMutation,
  useSendMessageMutation,
  useThreadQuery,
  messageKeys,
} from '../api/messages.queries';
import { sentByLabel } from '../business-inbox';
import type { Typists } from '../message-frames';
import { MESSAGES_TEXT } from './ConversationList';
import { useMessageInbox } from './inbox-context';
import { emptyMessageToast, sendFailedToast } from './message-toasts';

// Typing frames go out at most this often while the member types (they last 5 s).
const TYPING_EVERY_MS = 2000;
// How the API names a member whose account was erased (as sender and as the other member, beside the name
// 'Former member'): nobody is left to visit, block, report or answer.
const FORMER_MEMBER_ID = 0;

export function ThreadView({ conversation, onBack }: { conversation: ConversationView; onBack: () => void }) {
  const { user } = useAuth();
  const inbox = useMessageInbox();
  // In a business's inbox this side of the thread is the business (its id is the sender of what it sent,
  // whoever on its team wrote it). Blocks and typing stay the member's own, so neither shows there.
  const business = inbox.id !== null;
  const me = inbox.id ?? user?.id ?? -1;
  const thread = useThreadQuery(conversation.id, inbox.id);
  const markRead = useMarkReadMutation(inbox.id);
  const typing = useIsTyping(conversation.id, conversation.otherUserId);
  const otherTyping = !business && typing;
  const blocks = useBlocksQuery(!business);
  const blocked = !business && (blocks.data?.some((member) => member.userId === conversation.otherUserId) ?? false);
  const messages = thread.data?.messages;
  const endRef = useRef<HTMLDivElement>(null);

  // What the other member sent is read once it is on screen (and the tab is in front).
  const unreadIncoming = messages?.some((m) => m.sender_id !== me && !m.isRead) ?? false;
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (!unreadIncoming || conversation.isRequest) return;
    const mark = () => document.visibilityState === 'visible' && markReadNow({ conversationId: conversation.id, readerId: me });
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unreadIncoming, conversation.id, conversation.isRequest, markReadNow, me]);

  const lastId = messages?.at(-1)?.id;
  useLayoutEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [lastId, otherTyping]);

  // 'Seen' goes under this member's last message once the other member has read it.
  const lastOwn = messages?.findLast((m) => m.sender_id === me && !m.deleted);
  const seenId = lastOwn?.isRead ? lastOwn.id : undefined;
  const profile = buildRoute(ROUTES.user, { id: conversation.otherUserId });
  const former = conversation.otherUserId === FORMER_MEMBER_ID;

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={`Conversation with ${conversation.other_user_name}`}>
      <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden="true" />
        </Button>
        <UserAvatar username={conversation.other_user_name} profileImage={conversation.other_user_picture} className="size-9 ring-0" decorative />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-[15px] font-semibold">
            {former ? (
              conversation.other_user_name
            ) : (
              <Link to={profile} className="hover:underline">
                {conversation.other_user_name}
              </Link>
            )}
          </h2>
          <p className="h-4 text-xs text-muted-foreground" aria-live="polite">
            {otherTyping ? 'typing…' : null}
          </p>
        </div>
        <ThreadMenu conversation={conversation} blocked={blocked} former={former} />
      </header>

      {conversation.isRequest ? <RequestBanner conversation={conversation} /> : null}

      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5" data-testid="thread">
        {thread.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {MESSAGES_TEXT.loadingMessages}
            </p>
            {[48, 64, 40].map((width, i) => (
              <Skeleton key={i} className={cn('h-10 rounded-2xl', i % 2 ? 'ml-auto' : '')} style={{ width: `${width}%` }} />
            ))}
          </div>
        ) : thread.isError && !messages ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading messages
          </p>
        ) : !messages?.length ? (
          <EmptyState icon={MessagesSquare} title={MESSAGES_TEXT.noMessages} className="mt-8 border-none" />
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Messages">
            {messages.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                own={message.sender_id === me}
                seen={message.id === seenId}
                otherName={conversation.other_user_name}
                sentBy={message.sender_id === me ? sentByLabel(message.sentBy, user?.id) : null}
              />
            ))}
          </ol>
        )}
        {otherTyping ? (
          <p className="mt-2 inline-flex items-center gap-1 rounded-2xl bg-muted px-3 py-2 text-xs text-muted-foreground" data-testid="typing">
            {conversation.other_user_name} is typing
            <span className="animate-pulse" aria-hidden="true">
              …
            </span>
          </p>
        ) : null}
        <div ref={endRef} />
      </div>

      {blocked ? (
        <p className="border-t px-4 py-3 text-sm text-muted-foreground">
          You blocked {conversation.other_user_name}. Unblock them from the menu to send messages.
        </p>
      ) : former ? (
        <p className="border-t px-4 py-3 text-sm text-muted-foreground">This member has deleted their account. You can still read this conversation.</p>
      ) : (
        <Composer conversation={conversation} />
      )}
    </section>
  );
}

type BubbleProps = {
  message: MessageView;
  own: boolean;
  seen: boolean;
  otherName: string;
  // Which team member wrote it for the business ('Sent by …'), null when the business itself did.
  sentBy: string | null;
};

// Whether `memberId` is typing in the conversation, as the socket last said (message-frames.ts writes it).
function useIsTyping(conversationId: number, memberId: number): boolean {
  const { data } = useQuery({
    queryKey: messageKeys.typing(),
    queryFn: skipToken,
    select: (typists: Typists) => typists.get(conversationId)?.has(memberId) ?? false,
  });
  return data ?? false;
}

function Bubble({ message, own, seen, otherName, sentBy }: BubbleProps) {
  const now = useNow();
  const inbox = useMessageInbox();
  const remove = useDeleteMessageMutation(message.conversationId, inbox.id);
  return (
    <li className={cn('group flex flex-col', own ? 'items-end' : 'items-start')} data-testid="message">
      <div className={cn('flex max-w-[70%] items-center gap-1', own && 'flex-row-reverse')}>
        <p
          className={cn(
            'rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed break-words whitespace-pre-wrap',
            own ? 'rounded-br-md bg-brand text-brand-foreground' : 'rounded-bl-md bg-muted text-foreground',
            message.deleted && 'bg-transparent text-muted-foreground italic ring-1 ring-border',
          )}
        >
          {message.content}
        </p>
        {own && !message.deleted ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0 text-muted-foreground opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100"
            aria-label="Delete message"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(message.id, { onError: () => toast({ title: 'Error', description: 'Failed to delete message', variant: 'destructive' }) })
            }
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
          </Button>
        ) : null}
        {/* What the other member sent can be reported to the moderators. Shown on hover or focus, always
            where there is no hover. In a business's inbox the report goes out as the business (its admins answer it). */}
        {!own && !message.deleted && message.sender_id !== FORMER_MEMBER_ID ? (
          <ReportButton
            target={{ kind: 'message', conversationId: message.conversationId, messageId: message.id, author: otherName, actAs: inbox.id }}
            label={`Report message from ${otherName}`}
            className="opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          />
        ) : null}
      </div>
      <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">
        <time dateTime={message.created_at} title={fullDateTime(message.created_at)}>
          {relativeTime(message.created_at, now)}
        </time>
        {sentBy ? <span data-testid="sent-by">{` · ${sentBy}`}</span> : null}
        {seen ? (
          <span title={message.readAt ? `Seen ${fullDateTime(message.readAt)}` : undefined} data-testid="seen">
            {' · Seen'}
          </span>
        ) : null}
      </span>
    </li>
  );
}

// Trimmed; empty gives 'Message is empty'; send disabled when blank or sending. Enter
// sends, Shift+Enter breaks the line.
function Composer({ conversation }: { conversation: ConversationView }) {
  const [draft, setDraft] = useState('');
  const inbox = useMessageInbox();
  const business = inbox.id === null ? null : (inbox.name ?? 'the business');
  const send = useSendMessageMutation(conversation.id, inbox.id);
  const { send: sendFrame, status } = useRealtime();
  const lastTyping = useRef(0);
  const blank = draft.trim() === '';

  const submit = () => {
    const content = draft.trim();
    if (!content) {
      emptyMessageToast();
      return;
    }
    send.mutate(content, {
      onSuccess: () => setDraft(''),
      onError: sendFailedToast,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!send.isPending) submit();
    }
  };
  const onChange = (value: string) => {
    setDraft(value);
    const now = Date.now();
    // Typing frames are the member's own: none go out while they answer for a business.
    if (!business && value.trim() && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendFrame({ type: 'typing', data: { conversationId: conversation.id } });
    }
  };

  const describedBy = [business ? 'replying-as' : null, status === 'open' || business ? null : 'realtime-status'].filter(Boolean).join(' ');

  return (
    <form
      className="grid gap-1.5 border-t p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {business ? (
        <p id="replying-as" className="flex min-w-0 items-center gap-1.5 px-1 text-xs text-muted-foreground" data-testid="replying-as">
          <Building2 className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            Replying as <span className="font-medium text-foreground">{business}</span>
          </span>
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <label htmlFor="message-input" className="sr-only">
          Message {conversation.other_user_name}
        </label>
        <Textarea
          id="message-input"
          value={draft}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          rows={1}
          maxLength={4000}
          className="max-h-40 min-h-11 resize-none"
          aria-describedby={describedBy || undefined}
        />
        <Button type="submit" size="icon" className="size-11 shrink-0" disabled={blank || send.isPending} aria-label="Send message">
          {send.isPending ? <Spinner className="size-4 text-current" /> : <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}

function RequestBanner({ conversation }: { conversation: ConversationView }) {
  const inbox = useMessageInbox();
  const business = inbox.id === null ? null : (inbox.name ?? 'the business');
  const answer = useRequestAnswerMutation(inbox.id);
  const reply = (accept: boolean) =>
    answer.mutate(
      { conversationId: conversation.id, accept },
      {
        onSuccess: () =>
          toast({
            title: accept ? 'Request accepted' : 'Request declined',
            description: accept ? `The conversation is now in ${business ? `${business}'s` : 'your'} inbox.` : undefined,
          }),
        onError: () => toast({ title: 'Error', description: 'Please try again.', variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-col gap-3 border-b bg-brand-soft/40 px-4 py-3 sm:flex-row sm:items-center" data-testid="request-banner">
      <p className="flex-1 text-sm">
        <span className="font-medium">{conversation.other_user_name}</span> isn't in {business ? `${business}'s` : 'your'} network yet. Accept to move this
        conversation to {business ? 'its' : 'your'} inbox; they won't be told if you decline.
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => reply(true)} disabled={answer.isPending}>
          Accept
        </Button>
        <Button size="sm" variant="outline" onClick={() => reply(false)} disabled={answer.isPending}>
          Decline
        </Button>
      </div>
    </div>
  );
}

function ThreadMenu({ conversation, blocked, former }: { conversation: ConversationView; blocked: boolean; former: boolean }) {
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [reason, setReason] = useState('');
  const inbox = useMessageInbox();
  // A business's inbox: blocks are the member's own, so only the report is offered (sent as the business).
  const business = inbox.id !== null;
  const block = useBlockMutation();
  const report = useReportMutation(inbox.id);
  const name = conversation.other_user_name;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Conversation options">
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {former || business ? null : blocked ? (
            <DropdownMenuItem
              onSelect={() =>
                block.mutate(
                  { userId: conversation.otherUserId, block: false },
                  { onSuccess: () => toast({ title: 'Unblocked', description: `You can message ${name} again.` }) },
                )
              }
            >
              <Ban aria-hidden="true" />
              Unblock {name}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setDialog('block')}>
              <Ban aria-hidden="true" />
              Block {name}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            <Flag aria-hidden="true" />
            Report conversation
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="sm:max-w-md">
          {dialog === 'block' ? (
            <>
              <DialogHeader>
                <DialogTitle>Block {name}?</DialogTitle>
                <DialogDescription>
                  Neither of you will be able to send new messages. This conversation stays here, and you can unblock them at any time.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  disabled={block.isPending}
                  onClick={() =>
                    block.mutate(
                      { userId: conversation.otherUserId, block: true },
                      {
                        onSuccess: () => {
                          setDialog(null);
                          toast({ title: 'Blocked', description: `${name} can no longer message you.` });
                        },
                        onError: () => toast({ title: 'Error', description: 'Failed to block this member', variant: 'destructive' }),
                      },
                    )
                  }
                >
                  Block
                </Button>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>Report this conversation</DialogTitle>
                <DialogDescription>Our team reviews reports in confidence. {name} isn't told who reported them.</DialogDescription>
              </DialogHeader>
              <label htmlFor="report-reason" className="text-sm font-medium">
                What's wrong? <span className="font-normal text-muted-foreground">(optional)</span>
              </label>
              <Textarea id="report-reason" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={1000} className="min-h-20" />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button
                  disabled={report.isPending}
                  onClick={() =>
                    report.mutate(
                      { conversationId: conversation.id, reason },
                      {
                        onSuccess: () => {
                          setDialog(null);
                          setReason('');
                          toast({ title: 'Report sent', description: 'Thanks for letting us know. Our team will review this conversation.' });
                        },
                        onError: () => toast({ title: 'Error', description: 'Failed to send the report', variant: 'destructive' }),
                      },
                    )
                  }
                >
                  Send report
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
