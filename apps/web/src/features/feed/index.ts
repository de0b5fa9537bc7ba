// The feed: post lists, the composer, the feed's queries and its post-text helper (docs/web.md#feature-boundaries).
// The ?post= dialog is ./public-post-dialog, loaded lazily by the signed-in frame.
export { FeedList, PagedPostList } from '@/features/feed/components/FeedList';
export { PostComposer } from '@/features/feed/components/PostComposer';
export { CreatePostDialog } from '@/features/feed/components/CreatePostDialog';
export {
  feedKeys,
  useFollowMutation,
  useFollowStateQuery,
  useHashtagPostsQuery,
  useOwnActivityQuery,
  usePopularHashtagsQuery,
  useTrendingPostsQuery,
  retryTransient,
} from '@/features/feed/api/feed.queries';
export { splitPostContent } from '@/features/feed/components/PostContent';
export { firstNameOf } from '@/features/feed/components/first-name';
