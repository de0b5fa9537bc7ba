// Posts, likes, saves, follows, views and comments (docs/api.md). Answers are checked against the
// contracts' schemas, loaded on demand (lib/api-json.ts).
import type { CommentView, CreatePost, PostMediaUpload, PostView } from '@stave/contracts';
import { isApiError } from '@/lib/api-client';
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';
import { postFile } from '@/lib/upload';

const postSchema = async () => {
  const { PostViewSchema } = await import('@stave/contracts/social');
  return PostViewSchema;
};
const postListSchema = async () => {
  const { PostViewSchema } = await import('@stave/contracts/social');
  return PostViewSchema.array();
};
const commentSchema = async () => {
  const { CommentViewSchema } = await import('@stave/contracts/social');
  return CommentViewSchema;
};
const commentListSchema = async () => {
  const { CommentViewSchema } = await import('@stave/contracts/social');
  return CommentViewSchema.array();
};
const hashtagListSchema = async () => {
  const { HashtagCountSchema } = await import('@stave/contracts/social');
  return HashtagCountSchema.array();
};
const likeSchema = async () => {
  const { LikeResponseSchema } = await import('@stave/contracts/social');
  return LikeResponseSchema;
};
const saveSchema = async () => {
  const { SaveResponseSchema } = await import('@stave/contracts/social');
  return SaveResponseSchema;
};
const followSchema = async () => {
  const { FollowResponseSchema } = await import('@stave/contracts/social');
  return FollowResponseSchema;
};

// / contracts pagination: the next page's cursor travels in this header.
const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const FEED_PAGE_SIZE = 10;

export interface PostPage {
  posts: PostView[];
  nextCursor: string | null;
}

async function fetchPostPage(path: string, before: string | undefined, signal?: AbortSignal): Promise<PostPage> {
  const { data, headers } = await requestParsed('GET', withQuery(path, { before, limit: FEED_PAGE_SIZE }), postListSchema, {
    signal,
  });
  return { posts: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export const fetchHomeFeedPage = (before: string | undefined, signal?: AbortSignal) => fetchPostPage('/api/posts', before, signal);

export const fetchUserPostsPage = (userId: number, before: string | undefined, signal?: AbortSignal) =>
  fetchPostPage(`/api/posts/user/${userId}`, before, signal);

// Posts carrying a hashtag (any case), newest first; `tag` without its '#'.
export const fetchHashtagPage = (tag: string, before: string | undefined, signal?: AbortSignal) =>
  fetchPostPage(`/api/posts/hashtag/${encodeURIComponent(tag)}`, before, signal);

// Every post of one member, for the 'Your Activity' totals; stops after maxPages pages.
export async function fetchAllUserPosts(userId: number, signal?: AbortSignal, maxPages = 10): Promise<{ posts: PostView[]; complete: boolean }> {
  const posts: PostView[] = [];
  let before: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { data, headers } = await requestParsed('GET', withQuery(`/api/posts/user/${userId}`, { before, limit: 100 }), postListSchema, {
      signal,
    });
    posts.push(...data);
    const next = headers.get(NEXT_CURSOR_HEADER);
    if (!next) return { posts, complete: true };
    before = next;
  }
  return { posts, complete: false };
}

export const fetchTrendingPosts = (signal?: AbortSignal) => getParsed('/api/posts/trending', postListSchema, signal);

export const fetchPopularHashtags = (signal?: AbortSignal) => getParsed('/api/posts/hashtags', hashtagListSchema, signal);

// One post (for ?post=ID); null when it's gone or was never there.
export async function fetchPost(id: number, signal?: AbortSignal): Promise<PostView | null> {
  try {
    return await getParsed(`/api/posts/${id}`, postSchema, signal);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function createPost(input: CreatePost): Promise<PostView> {
  return (await requestParsed('POST', '/api/posts', postSchema, { body: input })).data;
}

// A post's image, audio or video, uploaded before the post (its mediaUrl goes with the post).
export async function uploadPostMedia(file: File): Promise<PostMediaUpload> {
  const { PostMediaUploadSchema } = await import('@stave/contracts/social');
  return PostMediaUploadSchema.parse(await postFile('/api/posts/media', 'file', file));
}

export async function updatePost(id: number, content: string): Promise<PostView> {
  return (await requestParsed('PATCH', `/api/posts/${id}`, postSchema, { body: { content } })).data;
}

export const deletePost = (id: number) => send('DELETE', `/api/posts/${id}`);

// A liked post is unliked with DELETE; the answer is the new state and count.
export async function setLiked(id: number, liked: boolean) {
  return (await requestParsed(liked ? 'POST' : 'DELETE', `/api/posts/${id}/like`, likeSchema)).data;
}

export async function toggleSave(id: number) {
  return (await requestParsed('POST', `/api/posts/${id}/save`, saveSchema)).data;
}

export async function toggleFollow(userId: number) {
  return (await requestParsed('POST', `/api/users/${userId}/follow`, followSchema)).data;
}

// Whether you follow the member (the public profile's Follow / Following).
export async function fetchFollowState(userId: number, signal?: AbortSignal): Promise<boolean> {
  const { following } = await getParsed(
    `/api/users/${userId}/follow`,
    async () => {
      const { FollowStateSchema } = await import('@stave/contracts/social');
      return FollowStateSchema;
    },
    signal,
  );
  return following;
}

export const recordView = (id: number) => send('POST', `/api/posts/${id}/view`);

export const fetchComments = (postId: number, signal?: AbortSignal): Promise<CommentView[]> =>
  getParsed(`/api/posts/${postId}/comments`, commentListSchema, signal);

export async function addComment(postId: number, content: string): Promise<CommentView> {
  return (await requestParsed('POST', `/api/posts/${postId}/comments`, commentSchema, { body: { content } })).data;
}

export const deleteComment = (postId: number, commentId: number) => send('DELETE', `/api/posts/${postId}/comments/${commentId}`);
