// The community forum (FORUM_ROUTES). Answers are checked against the contracts' schemas, loaded on demand
// (lib/api-json.ts). Filtering, sorting and paging are the server's.
import type {
  CreateForumComment,
  CreateForumPost,
  ForumCategories,
  ForumComment,
  ForumCommentsPage,
  ForumPost,
  ForumPostsPage,
  UpdateForumPost,
} from '@stave/contracts';
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';
import type { ForumFilters } from '../forum-url';

const categoriesSchema = async () => (await import('@stave/contracts/forum')).ForumCategoriesSchema;
const postsPageSchema = async () => (await import('@stave/contracts/forum')).ForumPostsPageSchema;
const postSchema = async () => (await import('@stave/contracts/forum')).ForumPostSchema;
const commentsPageSchema = async () => (await import('@stave/contracts/forum')).ForumCommentsPageSchema;
const commentSchema = async () => (await import('@stave/contracts/forum')).ForumCommentSchema;

export const THREADS_PAGE_SIZE = 20;
// Replies come in the API's largest pages: most threads fit in one.
export const REPLIES_PAGE_SIZE = 50;

const postPath = (postId: number) => `/api/forum/posts/${postId}`;
const commentPath = (postId: number, commentId: number) => `${postPath(postId)}/comments/${commentId}`;

export const fetchForumCategories = (signal?: AbortSignal): Promise<ForumCategories> => getParsed('/api/forum/categories', categoriesSchema, signal);

export function fetchForumPosts(filters: ForumFilters, signal?: AbortSignal): Promise<ForumPostsPage> {
  const path = withQuery('/api/forum/posts', {
    category: filters.category,
    sort: filters.sort,
    search: filters.search || undefined,
    tag: filters.tag,
    page: filters.page,
    limit: THREADS_PAGE_SIZE,
  });
  return getParsed(path, postsPageSchema, signal);
}

export const fetchForumPost = (postId: number, signal?: AbortSignal): Promise<ForumPost> => getParsed(postPath(postId), postSchema, signal);

export const createForumPost = async (input: CreateForumPost): Promise<ForumPost> =>
  (await requestParsed('POST', '/api/forum/posts', postSchema, { body: input })).data;

export const updateForumPost = async (postId: number, input: UpdateForumPost): Promise<ForumPost> =>
  (await requestParsed('PATCH', postPath(postId), postSchema, { body: input })).data;

export const deleteForumPost = (postId: number): Promise<void> => send('DELETE', postPath(postId));

export const fetchForumComments = (postId: number, page: number, signal?: AbortSignal): Promise<ForumCommentsPage> =>
  getParsed(withQuery(`${postPath(postId)}/comments`, { page, limit: REPLIES_PAGE_SIZE }), commentsPageSchema, signal);

export const createForumComment = async (postId: number, input: CreateForumComment): Promise<ForumComment> =>
  (await requestParsed('POST', `${postPath(postId)}/comments`, commentSchema, { body: input })).data;

export const updateForumComment = async (postId: number, commentId: number, input: CreateForumComment): Promise<ForumComment> =>
  (await requestParsed('PATCH', commentPath(postId, commentId), commentSchema, { body: input })).data;

export const deleteForumComment = (postId: number, commentId: number): Promise<void> => send('DELETE', commentPath(postId, commentId));
