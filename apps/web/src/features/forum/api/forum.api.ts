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
import { FORUM } from '@stave/contracts/paths';
import { apiData, apiSend } from '@/lib/api-json';
import type { ForumFilters } from '../forum-url';

const categoriesSchema = async () => (await import('@stave/contracts/forum')).ForumCategoriesSchema;
const postsPageSchema = async () => (await import('@stave/contracts/forum')).ForumPostsPageSchema;
const postSchema = async () => (await import('@stave/contracts/forum')).ForumPostSchema;
const commentsPageSchema = async () => (await import('@stave/contracts/forum')).ForumCommentsPageSchema;
const commentSchema = async () => (await import('@stave/contracts/forum')).ForumCommentSchema;

export const THREADS_PAGE_SIZE = 20;
// Replies come in the API's largest pages: most threads fit in one.
export const REPLIES_PAGE_SIZE = 50;

export const fetchForumCategories = (signal?: AbortSignal): Promise<ForumCategories> => apiData(FORUM.categories, categoriesSchema, { signal });

export function fetchForumPosts(filters: ForumFilters, signal?: AbortSignal): Promise<ForumPostsPage> {
  const query = {
    category: filters.category,
    sort: filters.sort,
    search: filters.search || undefined,
    tag: filters.tag,
    page: filters.page,
    limit: THREADS_PAGE_SIZE,
  };
  return apiData(FORUM.threads, postsPageSchema, { query, signal });
}

export const fetchForumPost = (postId: number, signal?: AbortSignal): Promise<ForumPost> => apiData(FORUM.get, postSchema, { params: { id: postId }, signal });

export const createForumPost = (input: CreateForumPost): Promise<ForumPost> => apiData(FORUM.create, postSchema, { body: input });

export const updateForumPost = (postId: number, input: UpdateForumPost): Promise<ForumPost> =>
  apiData(FORUM.update, postSchema, { params: { id: postId }, body: input });

export const deleteForumPost = (postId: number): Promise<void> => apiSend(FORUM.remove, { params: { id: postId } });

export const fetchForumComments = (postId: number, page: number, signal?: AbortSignal): Promise<ForumCommentsPage> =>
  apiData(FORUM.replies, commentsPageSchema, { params: { id: postId }, query: { page, limit: REPLIES_PAGE_SIZE }, signal });

export const createForumComment = (postId: number, input: CreateForumComment): Promise<ForumComment> =>
  apiData(FORUM.reply, commentSchema, { params: { id: postId }, body: input });

export const updateForumComment = (postId: number, commentId: number, input: CreateForumComment): Promise<ForumComment> =>
  apiData(FORUM.editReply, commentSchema, { params: { id: postId, commentId }, body: input });

export const deleteForumComment = (postId: number, commentId: number): Promise<void> => apiSend(FORUM.deleteReply, { params: { id: postId, commentId } });
