import type { ForumComment } from '@stave/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ManageMenu } from '@/components/ui/manage-menu';
import { ReportMenuButton } from '@/features/moderation';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { TimeAgo } from '@/components/ui/time-ago';
import { fullDateTime } from '@/lib/relative-time';
import { useDeleteReplyMutation } from '../api/forum.queries';
import { authorName } from '../forum-format';
import { EditReplyForm } from './EditReplyForm';
import { ForumContent } from './ForumContent';
import { AuthorAvatar, AuthorName } from './ForumAuthor';

type ReplyItemProps = {
  reply: ForumComment;
  // The reply as it now stands after an edit, or null once deleted (for a reply the page holds outside the cache).
  onChange?: (reply: ForumComment | null) => void;
};

// One reply: who, when (and whether edited), the text. The author edits in place or deletes (after a confirmation);
// anyone else has Report in the '…' menu.
export function ReplyItem({ reply, onChange }: ReplyItemProps) {
  const now = useNow();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteReplyMutation(reply.postId);
  const name = authorName(reply.author);
  const nameId = `forum-reply-${reply.id}-author`;

  const confirmDelete = () =>
    remove.mutate(reply.id, {
      onSuccess: () => {
        setDeleting(false);
        onChange?.(null);
        toast({ title: 'Reply deleted' });
      },
      onError: (error) => toast({ title: 'Failed to delete reply', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <article aria-labelledby={nameId} className="flex gap-3" data-testid="forum-reply" data-reply-id={reply.id}>
      <AuthorAvatar author={reply.author} className="mt-1 hidden size-9 text-xs xs:flex" />
      <div className="min-w-0 flex-1 rounded-xl border bg-card px-4 py-3 shadow-card">
        <div className="flex items-start gap-2">
          <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 text-sm">
            <AuthorName author={reply.author} id={nameId} className="font-semibold" />
            <span aria-hidden="true" className="text-muted-foreground">
              ·
            </span>
            <TimeAgo at={reply.createdAt} now={now} className="text-[13px] text-muted-foreground" />
            {reply.editedAt ? (
              <span className="text-[13px] text-muted-foreground" title={`Edited ${fullDateTime(reply.editedAt) ?? ''}`} data-testid="edited-marker">
                · Edited
              </span>
            ) : null}
          </p>
          {reply.isMine ? (
            <ManageMenu title="your reply">
              <DropdownMenuItem onSelect={() => setEditing(true)} disabled={editing}>
                <Pencil aria-hidden="true" />
                Edit reply
              </DropdownMenuItem>
              <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                Delete reply
              </DropdownMenuItem>
            </ManageMenu>
          ) : (
            <ReportMenuButton
              target={{ kind: 'forum_comment', postId: reply.postId, commentId: reply.id, author: name }}
              label={`More actions for the reply by ${name}`}
              className="-mt-1 -mr-2"
            />
          )}
        </div>
        {editing ? (
          <EditReplyForm
            reply={reply}
            onDone={(saved) => {
              setEditing(false);
              if (saved) onChange?.(saved);
            }}
          />
        ) : (
          <ForumContent content={reply.content} className="mt-1" />
        )}
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={setDeleting}
          title="Delete this reply?"
          description="It is removed from the thread for everyone. This can't be undone."
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      ) : null}
    </article>
  );
}
