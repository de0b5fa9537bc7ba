export { FeedList, PagedPostList } from '@/features/feed/components/FeedList';
export { PostComposer } from '@/features/feed/components/PostComposer';
export { CreatePostDialog } from '@/features/feed/components/CreatePostDialog';
export {
  feedKeys,
  useHashtagPostsQuery,
  useOwnActivityQuery,
  usePopularHashtagsQuery,
  useTrendingPostsQuery,
  retryTransient,
} from '@/features/feed/api/feed.queries';
export { firstNameOf } from '@/features/feed/components/first-name';
