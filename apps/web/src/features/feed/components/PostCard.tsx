import type { PostView } from '@stave/contracts';
import { Bookmark, Eye, Heart, MessageCircle, Pencil, Rocket, Trash2, UserCheck, UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth';

// Loaded when a member opens it (the feed's first paint does not carry it).
// Dialogs load when first opened: their machinery is no part of the feed's first paint.
const DeletePostDialog = lazy(() => import('@/features/feed/components/DeletePostDialog').then((m) => ({ default: m.DeletePostDialog })));
const BoostPostDialog = lazy(() => import('@/features/boost-posts/public-dialog').then((m) => ({ default: m.BoostPostDialog })));
// Opened on demand, so not in the feed's first paint (docs/web.md § Bundle): a post's comments and its edit form.
const CommentsSection = lazy(() => import('@/features/feed/components/CommentsSection').then((m) => ({ default: m.CommentsSection })));
const EditPostForm = lazy(() => import('@/features/feed/components/EditPostForm').then((m) => ({ default: m.EditPostForm })));
import { recordView } from '@/features/feed/api/feed.api';
import { useFollowMutation, useLikeMutation, useSaveMutation } from '@/features/feed/api/feed.queries';
import { PostContent } from '@/features/feed/components/PostContent';
import { PostMedia } from '@/features/feed/components/PostMedia';
import { ReportMenuButton } from '@/features/moderation';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/form-errors';
import { typeLabel } from '@/lib/professional-type';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';

const POST_TYPE_LABELS: Record<PostView['type'], string | null> = {
  update: null,
  job: 'Job',
  event: 'Event',
  collaboration: 'Collaboration',
  equipment: 'Equipment',
};

// Who an @name in the text links to: the members the server matched, and the author (mentioning
// yourself notifies no one, so the server leaves the author out).
function mentionTargets(post: PostView): PostView['mentions'] {
  return post.author.username ? [...post.mentions, { id: post.userId, username: post.author.username }] : post.mentions;
}

// A view is recorded when the pointer enters a card and the viewer isn't the author,
// once per card per page load (the server also counts a member once a day).
const viewedThisPageLoad = new Set<number>();

const count = new Intl.NumberFormat('en-GB', { notation: 'compact' });

function ActionButton({
  active,
  onClick,
  icon: Icon,
  label,
  activeClass,
  ...props
}: {
  active?: boolean;
  onClick: () => void;
  icon: typeof Heart;
  label: string;
  activeClass?: string;
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-label'?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      className={cn('h-9 flex-1 gap-1.5 text-muted-foreground hover:text-foreground sm:flex-none sm:px-3.5', active && activeClass)}
      {...props}
    >
      <Icon className={cn('size-[18px]', active && 'fill-current')} aria-hidden="true" />
      <span>{label}</span>
    </Button>
  );
}

// commentsOpen: a post shown on its own (?post=ID) starts with its comments open.
export function PostCard({ post, commentsOpen: startOpen = false }: { post: PostView; commentsOpen?: boolean }) {
  const { user } = useAuth();
  const now = useNow();
  const own = user?.id === post.userId;
  const [commentsOpen, setCommentsOpen] = useState(startOpen);
  const [editing, setEditing] = useState(false);
  const [boosting, setBoosting] = useState(false);
  // Boosts are Pro and Business; the server refuses anyone else whatever the client shows.
  const canBoost = own && (user?.subscriptionTier === 'pro' || user?.subscriptionTier === 'business');
  const [deleting, setDeleting] = useState(false);
  // Kept mounted once opened, so it closes with its animation and hands focus back.
  const [deleteOpened, setDeleteOpened] = useState(false);
  const like = useLikeMutation();
  const save = useSaveMutation();
  const follow = useFollowMutation();
  const authorName = post.author.name || post.author.username;
  const profileLink = own ? ROUTES.profile : buildRoute(ROUTES.user, { id: post.userId });
  const typeBadge = POST_TYPE_LABELS[post.type];
  // Both stamps are set together on insert; only an edit moves updatedAt.
  const edited = Date.parse(post.updatedAt) > Date.parse(post.createdAt);
  const commentsId = `post-${post.id}-comments`;

  const onPointerEnter = () => {
    if (own || viewedThisPageLoad.has(post.id)) return;
    viewedThisPageLoad.add(post.id);
    recordView(post.id).catch(() => undefined); // a lost view is not worth interrupting anyone
  };

  const toggleLike = () =>
    like.mutate(post, {
      onError: (error) => toast({ title: 'Failed to update like', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  const toggleSave = () =>
    save.mutate(post, {
      onSuccess: (answer) => toast({ title: answer.saved ? 'Post saved' : 'Removed from saved', description: answer.message }),
      onError: (error) => toast({ title: 'Failed to toggle save', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  const toggleFollow = () =>
    follow.mutate(
      { id: post.userId, isFollowing: post.isFollowing },
      {
        onSuccess: (answer) => toast({ title: answer.following ? `Following ${authorName}` : `Unfollowed ${authorName}`, description: answer.message }),
        onError: (error) => toast({ title: 'Failed to toggle follow', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Card onPointerEnter={onPointerEnter} data-testid="post-card" data-post-id={post.id} className="overflow-hidden">
      <article aria-labelledby={`post-${post.id}-author`}>
        <header className="flex items-start gap-3 px-4 pt-4 sm:px-5 sm:pt-5">
          <Link to={profileLink} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
            <UserAvatar username={post.author.username} profileImage={post.author.profileImage} className="size-11 ring-0" decorative />
          </Link>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <Link id={`post-${post.id}-author`} to={profileLink} className="truncate font-semibold hover:underline">
                {authorName}
              </Link>
              {typeBadge ? <Badge variant="brand">{typeBadge}</Badge> : null}
              {post.isPromoted ? (
                <Badge variant="secondary" data-testid="promoted-badge">
                  Promoted
                </Badge>
              ) : null}
            </div>
            <p className="flex flex-wrap items-center gap-x-1.5 text-[13px] text-muted-foreground">
              <span>{typeLabel(String(post.author.type))}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={post.createdAt} title={fullDateTime(post.createdAt)}>
                {relativeTime(post.createdAt, now)}
              </time>
              {edited ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span title={fullDateTime(post.updatedAt)}>Edited</span>
                </>
              ) : null}
            </p>
          </div>
          {own ? (
            <div className="-mt-1 -mr-2 flex shrink-0">
              {canBoost ? (
                <Button variant="ghost" size="icon-sm" aria-label="Boost post" onClick={() => setBoosting(true)}>
                  <Rocket aria-hidden="true" />
                </Button>
              ) : null}
              <Button variant="ghost" size="icon-sm" aria-label="Edit post" onClick={() => setEditing(true)} disabled={editing}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Delete post"
                className="hover:text-destructive"
                onClick={() => {
                  setDeleteOpened(true);
                  setDeleting(true);
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ) : (
            <div className="-mr-2 flex shrink-0 items-center gap-1">
              <Button
                variant={post.isFollowing ? 'secondary' : 'outline'}
                size="sm"
                className="shrink-0 rounded-full max-xs:size-8 max-xs:px-0"
                disabled={follow.isPending}
                onClick={toggleFollow}
              >
                {post.isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
                {/* Icon-only on phones, so the author's name keeps the room. */}
                <span className="sr-only xs:not-sr-only">{post.isFollowing ? 'Following' : 'Follow'}</span>
                <span className="sr-only"> {authorName}</span>
              </Button>
              {/* Someone else's post can be reported to the moderators. */}
              <ReportMenuButton target={{ kind: 'post', postId: post.id, author: authorName }} label={`More actions for the post by ${authorName}`} />
            </div>
          )}
        </header>

        <div className="px-4 pt-3 sm:px-5">
          {editing ? (
            <Suspense fallback={<PostContent content={post.content} mentions={mentionTargets(post)} />}>
              <EditPostForm post={post} onDone={() => setEditing(false)} />
            </Suspense>
          ) : (
            <PostContent content={post.content} mentions={mentionTargets(post)} />
          )}
          <PostMedia post={post} />
        </div>

        <div className="mt-3 flex items-center gap-4 px-4 text-[13px] text-muted-foreground sm:px-5">
          <span>
            {count.format(post.likes)} {post.likes === 1 ? 'like' : 'likes'}
          </span>
          <button
            type="button"
            className="rounded hover:text-foreground hover:underline"
            onClick={() => setCommentsOpen((open) => !open)}
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
          >
            {count.format(post.comments)} {post.comments === 1 ? 'comment' : 'comments'}
          </button>
          <span className="ml-auto inline-flex items-center gap-1" title="Views">
            <Eye className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Views:</span>
            {count.format(post.views)}
          </span>
        </div>

        <div className="mt-2 flex items-center gap-1 border-t px-2 py-1.5 sm:px-3">
          <ActionButton
            icon={Heart}
            label="Like"
            active={post.isLiked}
            activeClass="text-rose-600 hover:text-rose-600 dark:text-rose-400 dark:hover:text-rose-400"
            aria-pressed={post.isLiked}
            disabled={like.isPending}
            onClick={toggleLike}
          />
          <ActionButton
            icon={MessageCircle}
            label="Comment"
            active={commentsOpen}
            activeClass="text-foreground"
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            onClick={() => setCommentsOpen((open) => !open)}
          />
          <ActionButton
            icon={Bookmark}
            label="Save"
            active={post.isSaved}
            activeClass="text-brand-strong hover:text-brand-strong"
            aria-pressed={post.isSaved}
            disabled={save.isPending}
            onClick={toggleSave}
          />
        </div>

        {commentsOpen ? (
          <Suspense
            fallback={
              <p id={commentsId} role="status" className="border-t px-4 py-3 text-[13px] text-muted-foreground sm:px-5">
                Loading comments…
              </p>
            }
          >
            <CommentsSection id={commentsId} postId={post.id} autoFocus={!startOpen} />
          </Suspense>
        ) : null}
      </article>
      {own && (deleting || deleteOpened) ? (
        <Suspense fallback={null}>
          <DeletePostDialog post={post} open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      ) : null}
      {boosting ? (
        <Suspense fallback={null}>
          <BoostPostDialog postId={post.id} open={boosting} onOpenChange={setBoosting} />
        </Suspense>
      ) : null}
    </Card>
  );
}
