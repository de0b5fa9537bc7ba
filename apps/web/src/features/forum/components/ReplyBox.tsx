import { CreateForumCommentSchema, FORUM_REPLY_MAX, type ForumComment } from '@stave/contracts';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useReplyDraft } from '@/hooks/useReplyDraft';
import { toast } from '@/hooks/useToast';
import { useCreateReplyMutation } from '../api/forum.queries';
import { CharactersLeft } from './CharactersLeft';
import { ReplyFooter } from './reply-parts';

// The counter shows within this many characters of the limit.
const COUNTER_WITHIN = 500;

// The reply box under a thread (CreateForumCommentSchema). Ctrl+Enter (⌘+Enter) posts; Enter is a new line, as a
// reply is often more than one paragraph.
export function ReplyBox({ postId, onPosted }: { postId: number; onPosted: (reply: ForumComment) => void }) {
  const { user } = useAuth();
  const reply = useReplyDraft({
    field: 'content',
    parse: (content) => CreateForumCommentSchema.safeParse({ content }),
    mutation: useCreateReplyMutation(postId),
    failed: 'Your reply could not be posted. Please try again.',
    onSent: (posted) => {
      onPosted(posted);
      toast({ title: 'Reply posted', variant: 'success' });
    },
  });
  const { ids, busy } = reply;

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border bg-card p-4 shadow-card sm:p-5" data-testid="reply-box">
      <h2 id={ids.heading} className="text-sm font-semibold">
        Your reply
      </h2>
      <form onSubmit={reply.submit} noValidate className="mt-3 flex gap-3">
        {user ? (
          <UserAvatar username={user.username} profileImage={user.profileImage} className="mt-0.5 hidden size-9 text-xs ring-0 xs:flex" decorative />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-2">
          <label htmlFor={ids.input} className="sr-only">
            Write a reply
          </label>
          <Textarea
            {...reply.textarea}
            rows={3}
            placeholder="Share what you know, or ask a follow-up question."
            className="field-sizing-content max-h-[50dvh] min-h-24 text-[15px] leading-relaxed"
            disabled={busy}
          />
          <ReplyFooter
            reply={reply}
            hint={<CharactersLeft text={reply.draft} max={FORUM_REPLY_MAX} within={COUNTER_WITHIN} fallback="Ctrl+Enter posts · web addresses become links" />}
            label="Post reply"
            busyLabel="Posting..."
          />
        </div>
      </form>
    </section>
  );
}
