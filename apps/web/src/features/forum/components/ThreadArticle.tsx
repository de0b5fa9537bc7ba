import type { ForumPost } from '@stave/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ManageMenu } from '@/components/ui/manage-menu';
import { ReportMenuButton } from '@/features/moderation';
import { useNow } from '@/hooks/useNow';
import { typeLabel } from '@/lib/professional-type';
import { TimeAgo } from '@/components/ui/time-ago';
import { fullDateTime } from '@/lib/relative-time';
import { AuthorAvatar, AuthorName } from './ForumAuthor';
import { CategoryBadge } from './CategoryBadge';
import { ForumContent } from './ForumContent';
import { TagLinks } from './TagLinks';

type ThreadArticleProps = {
  thread: ForumPost;
  onEdit: () => void;
  onDelete: () => void;
};

// The thread itself: where it is filed, its title, who started it and when (and whether it was edited), the text.
// Its author has Edit and Delete in the '…' menu; anyone else has Report.
export function ThreadArticle({ thread, onEdit, onDelete }: ThreadArticleProps) {
  const now = useNow();
  return (
    <article aria-labelledby="forum-thread-title" data-testid="forum-thread" data-thread-id={thread.id}>
      <Card className="grid gap-4 p-4 sm:p-6">
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-1.5">
            <CategoryBadge category={thread.category} />
            <TagLinks tags={thread.tags} />
          </div>
          <div className="flex items-start gap-3">
            <h1 id="forum-thread-title" className="min-w-0 flex-1 text-xl leading-snug font-semibold tracking-tight text-balance break-words sm:text-2xl">
              {thread.title}
            </h1>
            {thread.isMine ? (
              <ManageMenu title={thread.title}>
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden="true" />
                  Edit thread
                </DropdownMenuItem>
                <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={onDelete}>
                  <Trash2 aria-hidden="true" />
                  Delete thread
                </DropdownMenuItem>
              </ManageMenu>
            ) : (
              <ReportMenuButton
                target={{ kind: 'forum_post', postId: thread.id, title: thread.title }}
                label="More actions for this thread"
                className="-mt-0.5 -mr-1"
              />
            )}
          </div>
          <div className="flex items-center gap-3">
            <AuthorAvatar author={thread.author} className="size-10 text-xs" />
            <div className="min-w-0 text-sm">
              <AuthorName author={thread.author} className="font-semibold" />
              <p className="flex flex-wrap items-center gap-x-1.5 text-[13px] text-muted-foreground">
                {thread.author ? (
                  <>
                    <span>{typeLabel(String(thread.author.type))}</span>
                    <span aria-hidden="true">·</span>
                  </>
                ) : null}
                <TimeAgo at={thread.createdAt} now={now} />
                {thread.editedAt ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <span title={`Edited ${fullDateTime(thread.editedAt) ?? ''}`} data-testid="edited-marker">
                      Edited
                    </span>
                  </>
                ) : null}
              </p>
            </div>
          </div>
        </header>
        <ForumContent content={thread.content} />
      </Card>
    </article>
  );
}
