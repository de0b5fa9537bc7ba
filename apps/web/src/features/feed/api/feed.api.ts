// Posts, likes, saves, follows, views and comments (docs/api.md). Answers are checked against the
// contracts' schemas, loaded on demand (lib/api-json.ts).
import type { CommentView, CreatePost, PostMediaUpload, PostView } from '@stave/contracts';
import { isApiError } from '@/lib/api-client';
import { SOCIAL } from '@stave/contracts/paths';
import { apiCall, apiData, apiSend } from '@/lib/api-json';
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

const postPage = ({ data, headers }: { data: PostView[]; headers: Headers }): PostPage => ({
  posts: data,
  nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
});

export const fetchHomeFeedPage = async (before: string | undefined, signal?: AbortSignal) =>
  postPage(await apiCall(SOCIAL.feed, postListSchema, { query: { before, limit: FEED_PAGE_SIZE }, signal }));

export const fetchUserPostsPage = async (userId: number, before: string | undefined, signal?: AbortSignal) =>
  postPage(await apiCall(SOCIAL.byAuthor, postListSchema, { params: { id: userId }, query: { before, limit: FEED_PAGE_SIZE }, signal }));

// Posts carrying a hashtag (any case), newest first; `tag` without its '#'.
export const fetchHashtagPage = async (tag: string, before: string | undefined, signal?: AbortSignal) =>
  postPage(await apiCall(SOCIAL.byHashtag, postListSchema, { params: { tag }, query: { before, limit: FEED_PAGE_SIZE }, signal }));

// Every post of one member, for the 'Your Activity' totals; stops after maxPages pages.
export async function fetchAllUserPosts(userId: number, signal?: AbortSignal, maxPages = 10): Promise<{ posts: PostView[]; complete: boolean }> {
  const posts: PostView[] = [];
  let before: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const { data, headers } = await apiCall(SOCIAL.byAuthor, postListSchema, { params: { id: userId }, query: { before, limit: 100 }, signal });
    posts.push(...data);
    const next = headers.get(NEXT_CURSOR_HEADER);
    if (!next) return { posts, complete: true };
    before = next;
  }
  return { posts, complete: false };
}

export const fetchTrendingPosts = (signal?: AbortSignal) => apiData(SOCIAL.trending, postListSchema, { signal });

export const fetchPopularHashtags = (signal?: AbortSignal) => apiData(SOCIAL.hashtags, hashtagListSchema, { signal });

// One post (for ?post=ID); null when it's gone or was never there.
export async function fetchPost(id: number, signal?: AbortSignal): Promise<PostView | null> {
  try {
    return await apiData(SOCIAL.get, postSchema, { params: { id }, signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function createPost(input: CreatePost): Promise<PostView> {
  return apiData(SOCIAL.create, postSchema, { body: input });
}

// A post's image, audio or video, uploaded before the post (its mediaUrl goes with the post).
export async function uploadPostMedia(file: File): Promise<PostMediaUpload> {
  const { PostMediaUploadSchema } = await import('@stave/contracts/social');
  return PostMediaUploadSchema.parse(await postFile(SOCIAL.uploadMedia, 'file', file));
}

export async function updatePost(id: number, content: string): Promise<PostView> {
  return apiData(SOCIAL.update, postSchema, { params: { id }, body: { content } });
}

export const deletePost = (id: number) => apiSend(SOCIAL.remove, { params: { id } });

// A liked post is unliked with DELETE; the answer is the new state and count.
export async function setLiked(id: number, liked: boolean) {
  return liked ? apiData(SOCIAL.like, likeSchema, { params: { id } }) : apiData(SOCIAL.unlike, likeSchema, { params: { id } });
}

export async function toggleSave(id: number) {
  return apiData(SOCIAL.save, saveSchema, { params: { id } });
}

export async function toggleFollow(userId: number) {
  return apiData(SOCIAL.follow, followSchema, { params: { id: userId } });
}

// Whether you follow the member (the public profile's Follow / Following).
export async function fetchFollowState(userId: number, signal?: AbortSignal): Promise<boolean> {
  const { following } = await apiData(
    SOCIAL.followStatus,
    async () => {
      const { FollowStateSchema } = await import('@stave/contracts/social');
      return FollowStateSchema;
    },
    { params: { id: userId }, signal },
  );
  return following;
}

export const recordView = (id: number) => apiSend(SOCIAL.view, { params: { id } });

export const fetchComments = (postId: number, signal?: AbortSignal): Promise<CommentView[]> =>
  apiData(SOCIAL.comments, commentListSchema, { params: { id: postId }, signal });

export async function addComment(postId: number, content: string): Promise<CommentView> {
  return apiData(SOCIAL.comment, commentSchema, { params: { id: postId }, body: { content } });
}

export const deleteComment = (postId: number, commentId: number) => apiSend(SOCIAL.deleteComment, { params: { id: postId, commentId } });
