import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CommentView, CreatePost, PostView } from '@stave/contracts';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  fetchAllUserPosts,
  fetchComments,
  fetchFollowState,
  fetchHashtagPage,
  fetchHomeFeedPage,
  fetchPost,
  fetchPopularHashtags,
  fetchTrendingPosts,
  fetchUserPostsPage,
  setLiked,
  toggleFollow,
  toggleSave,
  updatePost,
  type PostPage,
} from '@/features/feed/api/feed.api';
import { isApiError } from '@/lib/api-client';

// Every list that holds posts sits under lists(), so one optimistic update reaches the home
// feed, a member's posts and trending alike.
export const feedKeys = {
  root: ['feed'] as const,
  lists: () => [...feedKeys.root, 'list'] as const,
  home: () => [...feedKeys.lists(), 'home'] as const,
  user: (userId: number) => [...feedKeys.lists(), 'user', userId] as const,
  // Lower-cased: #Soul and #soul are one page.
  hashtag: (tag: string) => [...feedKeys.lists(), 'hashtag', tag.toLowerCase()] as const,
  trending: () => [...feedKeys.lists(), 'trending'] as const,
  post: (postId: number) => [...feedKeys.lists(), 'post', postId] as const,
  hashtags: () => [...feedKeys.root, 'hashtags'] as const,
  activityAll: () => [...feedKeys.root, 'activity'] as const,
  activity: (userId: number) => [...feedKeys.activityAll(), userId] as const,
  comments: (postId: number) => [...feedKeys.root, 'comments', postId] as const,
  followingAll: () => [...feedKeys.root, 'following'] as const,
  following: (userId: number) => [...feedKeys.followingAll(), userId] as const,
};

type PostPages = InfiniteData<PostPage, string | undefined>;
// Under lists(): pages of the infinite feeds, plain arrays (trending), or one post (?post=ID).
type PostListData = PostPages | PostView[] | PostView | null | undefined;

const isPages = (data: PostPages | PostView): data is PostPages => 'pages' in data;

const FEED_STALE_MS = 30_000;

// 4xx answers will not change on a retry; only outages and network failures are retried.
export function retryTransient(times: number) {
  return (failureCount: number, error: unknown) => {
    if (isApiError(error) && error.status < 500) return false;
    return failureCount < times;
  };
}

// Applies fn to every cached post (null removes it); lists without a change keep their identity.
function mapPostLists(queryClient: QueryClient, fn: (post: PostView) => PostView | null): void {
  const mapArray = (posts: PostView[]) => {
    let changed = false;
    const next: PostView[] = [];
    for (const post of posts) {
      const mapped = fn(post);
      if (mapped !== post) changed = true;
      if (mapped) next.push(mapped);
    }
    return changed ? next : posts;
  };
  queryClient.setQueriesData<PostListData>({ queryKey: feedKeys.lists() }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return mapArray(data);
    if (!isPages(data)) return fn(data);
    let changed = false;
    const pages = data.pages.map((page) => {
      const posts = mapArray(page.posts);
      if (posts !== page.posts) changed = true;
      return posts === page.posts ? page : { ...page, posts };
    });
    return changed ? { ...data, pages } : data;
  });
}

export function patchPost(queryClient: QueryClient, postId: number, patch: Partial<PostView>): void {
  mapPostLists(queryClient, (post) => (post.id === postId ? { ...post, ...patch } : post));
}

function findCachedPost(queryClient: QueryClient, postId: number): PostView | undefined {
  for (const [, data] of queryClient.getQueriesData<PostListData>({ queryKey: feedKeys.lists() })) {
    if (!data) continue;
    const posts = Array.isArray(data) ? data : isPages(data) ? data.pages.flatMap((page) => page.posts) : [data];
    const found = posts.find((post) => post.id === postId);
    if (found) return found;
  }
  return undefined;
}

// 30 s fresh, refetched on mount; retried twice on the dashboard, once on the feed page.
export function useHomeFeedQuery(retries: number) {
  return useInfiniteQuery({
    queryKey: feedKeys.home(),
    queryFn: ({ pageParam, signal }) => fetchHomeFeedPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FEED_STALE_MS,
    refetchOnMount: true,
    retry: retryTransient(retries),
  });
}

export function useUserPostsQuery(userId: number) {
  return useInfiniteQuery({
    queryKey: feedKeys.user(userId),
    queryFn: ({ pageParam, signal }) => fetchUserPostsPage(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FEED_STALE_MS,
  });
}

export function useHashtagPostsQuery(tag: string) {
  return useInfiniteQuery({
    queryKey: feedKeys.hashtag(tag),
    queryFn: ({ pageParam, signal }) => fetchHashtagPage(tag, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: FEED_STALE_MS,
    retry: retryTransient(1),
  });
}

export function usePostQuery(postId: number) {
  return useQuery({ queryKey: feedKeys.post(postId), queryFn: ({ signal }) => fetchPost(postId, signal), retry: retryTransient(1) });
}

export function useTrendingPostsQuery() {
  return useQuery({ queryKey: feedKeys.trending(), queryFn: ({ signal }) => fetchTrendingPosts(signal), staleTime: 60_000 });
}

export function usePopularHashtagsQuery() {
  return useQuery({ queryKey: feedKeys.hashtags(), queryFn: ({ signal }) => fetchPopularHashtags(signal), staleTime: 60_000 });
}

// 'Your Activity': totals over the member's own posts.
export function useOwnActivityQuery(userId: number) {
  return useQuery({
    queryKey: feedKeys.activity(userId),
    queryFn: async ({ signal }) => {
      const { posts, complete } = await fetchAllUserPosts(userId, signal);
      const sum = (pick: (post: PostView) => number) => posts.reduce((total, post) => total + pick(post), 0);
      return { posts: posts.length, likes: sum((p) => p.likes), comments: sum((p) => p.comments), views: sum((p) => p.views), complete };
    },
  });
}

export function useCreatePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePost) => createPost(input),
    onSuccess: (post) => {
      // The author sees the post at once; the refetch that follows brings the server's order.
      queryClient.setQueryData<PostPages>(feedKeys.home(), (data) => {
        const first = data?.pages[0];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, posts: [post, ...first.posts.filter((p) => p.id !== post.id)] }, ...data.pages.slice(1)] };
      });
      void queryClient.invalidateQueries({ queryKey: feedKeys.root });
    },
  });
}

export function useEditPostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => updatePost(id, content),
    onSuccess: (post) => {
      mapPostLists(queryClient, (cached) => (cached.id === post.id ? post : cached));
      void queryClient.invalidateQueries({ queryKey: feedKeys.hashtags() });
    },
  });
}

export function useDeletePostMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePost(id),
    onSuccess: (_data, id) => {
      mapPostLists(queryClient, (post) => (post.id === id ? null : post));
      queryClient.removeQueries({ queryKey: feedKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: feedKeys.root, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: feedKeys.hashtags() });
    },
  });
}

// Likes, saves and follows are optimistic (STYLE.md): the card changes at once, goes back if the
// server refuses, and takes the server's answer (the real count) when it agrees. Only the fields
// the action touches are restored, so a save finishing meanwhile is not undone by a failed like.
export function useLikeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<PostView, 'id' | 'isLiked'>) => setLiked(post.id, !post.isLiked),
    onMutate: async (post) => {
      await queryClient.cancelQueries({ queryKey: feedKeys.lists() });
      const cached = findCachedPost(queryClient, post.id);
      const previous = { isLiked: post.isLiked, likes: cached?.likes ?? 0 };
      patchPost(queryClient, post.id, { isLiked: !post.isLiked, likes: Math.max(0, previous.likes + (post.isLiked ? -1 : 1)) });
      return { previous };
    },
    onError: (_error, post, context) => {
      if (context) patchPost(queryClient, post.id, context.previous);
    },
    onSuccess: (answer, post) => patchPost(queryClient, post.id, { isLiked: answer.liked, likes: answer.likes }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: feedKeys.activityAll() });
    },
  });
}

export function useSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<PostView, 'id' | 'isSaved'>) => toggleSave(post.id),
    onMutate: async (post) => {
      await queryClient.cancelQueries({ queryKey: feedKeys.lists() });
      patchPost(queryClient, post.id, { isSaved: !post.isSaved });
      return { previous: { isSaved: post.isSaved } };
    },
    onError: (_error, post, context) => {
      if (context) patchPost(queryClient, post.id, context.previous);
    },
    onSuccess: (answer, post) => patchPost(queryClient, post.id, { isSaved: answer.saved }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' }),
  });
}

export function useFollowStateQuery(userId: number, enabled = true) {
  return useQuery({ queryKey: feedKeys.following(userId), queryFn: ({ signal }) => fetchFollowState(userId, signal), enabled, retry: retryTransient(1) });
}

// The posts' isFollowing and the profile's follow state move together.
export function useFollowMutation() {
  const queryClient = useQueryClient();
  const setFollowing = (authorId: number, isFollowing: boolean) => {
    mapPostLists(queryClient, (post) => (post.userId === authorId && post.isFollowing !== isFollowing ? { ...post, isFollowing } : post));
    queryClient.setQueryData<boolean>(feedKeys.following(authorId), (known) => (known === undefined ? known : isFollowing));
  };
  return useMutation({
    mutationFn: (author: { id: number; isFollowing: boolean }) => toggleFollow(author.id),
    onMutate: async (author) => {
      await queryClient.cancelQueries({ queryKey: feedKeys.lists() });
      setFollowing(author.id, !author.isFollowing);
      return { previous: author.isFollowing };
    },
    onError: (_error, author, context) => {
      if (context) setFollowing(author.id, context.previous);
    },
    onSuccess: (answer, author) => {
      setFollowing(author.id, answer.following);
      // Following backfills their posts into the home feed: show them now.
      if (answer.following) void queryClient.invalidateQueries({ queryKey: feedKeys.home() });
    },
    onSettled: () => {
      // A new follow backfills the home feed; the next visit shows it rather than reshuffling now.
      void queryClient.invalidateQueries({ queryKey: feedKeys.lists(), refetchType: 'none' });
      // networkKeys.root: following/followers counts (named here: network.queries imports this file).
      void queryClient.invalidateQueries({ queryKey: ['network'] });
    },
  });
}

export function useCommentsQuery(postId: number, enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ signal }) => fetchComments(postId, signal),
    enabled,
  });
}

export function useAddCommentMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(postId, content),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentView[]>(feedKeys.comments(postId), (comments) =>
        comments ? [...comments.filter((c) => c.id !== comment.id), comment] : comments,
      );
      mapPostLists(queryClient, (post) => (post.id === postId ? { ...post, comments: post.comments + 1 } : post));
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
    },
  });
}

export function useDeleteCommentMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(postId, commentId),
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<CommentView[]>(feedKeys.comments(postId), (comments) => comments?.filter((c) => c.id !== commentId));
      mapPostLists(queryClient, (post) => (post.id === postId ? { ...post, comments: Math.max(0, post.comments - 1) } : post));
    },
  });
}
