import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CreateForumComment, CreateForumPost, ForumComment, ForumCommentsPage, ForumPost, UpdateForumPost } from '@stave/contracts';
import type { ForumFilters } from '../forum-url';
import {
  createForumComment,
  createForumPost,
  deleteForumComment,
  deleteForumPost,
  fetchForumCategories,
  fetchForumComments,
  fetchForumPost,
  fetchForumPosts,
  updateForumComment,
  updateForumPost,
} from './forum.api';

// Lists and the category counts sit apart from threads, so a new reply (which moves a thread up the Active list and
// changes its count) refreshes the lists without refetching the thread being read.
export const forumKeys = {
  root: ['forum'] as const,
  categories: () => [...forumKeys.root, 'categories'] as const,
  lists: () => [...forumKeys.root, 'list'] as const,
  list: (filters: ForumFilters) => [...forumKeys.lists(), filters] as const,
  thread: (postId: number) => [...forumKeys.root, 'thread', postId] as const,
  replies: (postId: number) => [...forumKeys.root, 'replies', postId] as const,
};

type ReplyPages = InfiniteData<ForumCommentsPage, number>;

function invalidateLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: forumKeys.categories() });
}

// Applies fn to every loaded reply (null removes it) and moves the total by `delta`.
function mapReplies(queryClient: QueryClient, postId: number, fn: (reply: ForumComment) => ForumComment | null, delta = 0): void {
  queryClient.setQueryData<ReplyPages>(forumKeys.replies(postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, total: page.total + delta, comments: page.comments.flatMap((reply) => fn(reply) ?? []) })),
        }
      : data,
  );
}

function patchThread(queryClient: QueryClient, postId: number, patch: (thread: ForumPost) => ForumPost): void {
  queryClient.setQueryData<ForumPost>(forumKeys.thread(postId), (thread) => (thread ? patch(thread) : thread));
}

export function useForumCategoriesQuery() {
  return useQuery({ queryKey: forumKeys.categories(), queryFn: ({ signal }) => fetchForumCategories(signal), staleTime: 60_000 });
}

// The page shown stays up, dimmed, while the next filter's answer comes.
export function useForumPostsQuery(filters: ForumFilters) {
  return useQuery({
    queryKey: forumKeys.list(filters),
    queryFn: ({ signal }) => fetchForumPosts(filters, signal),
    placeholderData: (previous) => previous,
  });
}

export function useForumPostQuery(postId: number, enabled = true) {
  return useQuery({ queryKey: forumKeys.thread(postId), queryFn: ({ signal }) => fetchForumPost(postId, signal), enabled });
}

// Oldest first, page by page ('Load more replies' asks for the next).
export function useForumRepliesQuery(postId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: forumKeys.replies(postId),
    queryFn: ({ pageParam, signal }) => fetchForumComments(postId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
  });
}

export function useCreateThreadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateForumPost) => createForumPost(input),
    // The thread page opens on what the server answered, without asking again.
    onSuccess: (thread) => queryClient.setQueryData(forumKeys.thread(thread.id), thread),
    onSettled: () => invalidateLists(queryClient),
  });
}

export function useUpdateThreadMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateForumPost) => updateForumPost(postId, input),
    onSuccess: (thread) => queryClient.setQueryData(forumKeys.thread(postId), thread),
    onSettled: () => invalidateLists(queryClient),
  });
}

export function useDeleteThreadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => deleteForumPost(postId),
    onSuccess: (_answer, postId) => {
      queryClient.removeQueries({ queryKey: forumKeys.thread(postId) });
      queryClient.removeQueries({ queryKey: forumKeys.replies(postId) });
    },
    onSettled: () => invalidateLists(queryClient),
  });
}

export function useCreateReplyMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateForumComment) => createForumComment(postId, input),
    onSuccess: (reply) => {
      const data = queryClient.getQueryData<ReplyPages>(forumKeys.replies(postId));
      const last = data?.pages.at(-1);
      // Every reply is loaded: the new one goes at the end. Otherwise it shows below 'Load more' (the page keeps it)
      // until the page that holds it arrives.
      const complete = last !== undefined && last.page * last.limit >= last.total;
      mapReplies(queryClient, postId, (existing) => existing, 1);
      if (complete) {
        queryClient.setQueryData<ReplyPages>(forumKeys.replies(postId), (current) =>
          current
            ? { ...current, pages: current.pages.map((page, i, all) => (i === all.length - 1 ? { ...page, comments: [...page.comments, reply] } : page)) }
            : current,
        );
      }
      patchThread(queryClient, postId, (thread) => ({ ...thread, replyCount: thread.replyCount + 1, lastActivityAt: reply.createdAt }));
    },
    onSettled: () => invalidateLists(queryClient),
  });
}

export function useUpdateReplyMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, input }: { commentId: number; input: CreateForumComment }) => updateForumComment(postId, commentId, input),
    onSuccess: (updated) => mapReplies(queryClient, postId, (reply) => (reply.id === updated.id ? updated : reply)),
  });
}

export function useDeleteReplyMutation(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteForumComment(postId, commentId),
    onSuccess: (_answer, commentId) => {
      mapReplies(queryClient, postId, (reply) => (reply.id === commentId ? null : reply), -1);
      patchThread(queryClient, postId, (thread) => ({ ...thread, replyCount: Math.max(0, thread.replyCount - 1) }));
    },
    onSettled: () => invalidateLists(queryClient),
  });
}
