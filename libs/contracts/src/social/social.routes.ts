import { z } from 'zod';
import type { RouteContract } from '../api/routes';
import {
  CommentParamsSchema,
  CommentViewSchema,
  CreateCommentSchema,
  CreatePostSchema,
  FeedQuerySchema,
  FollowResponseSchema,
  HashtagCountSchema,
  LikeResponseSchema,
  PostIdParamsSchema,
  PostViewSchema,
  SaveResponseSchema,
  UpdatePostSchema,
} from './post.schemas';

const UserIdParams = z.object({ id: z.coerce.number().int().positive() });
const social = { owner: 'social' as const };

export const SOCIAL_ROUTES: RouteContract[] = [
  {
    ...social, method: 'GET', path: '/api/posts', auth: 'required',
    summary: 'Your home feed (own posts, people you follow), newest first; older pages with ?before=<x-next-cursor>',
    query: FeedQuerySchema, responses: { 200: z.array(PostViewSchema) },
  },
  {
    ...social, method: 'POST', path: '/api/posts', auth: 'required',
    summary: 'Publish a post (#hashtags and @mentions are read from the text)', body: CreatePostSchema, responses: { 201: PostViewSchema },
  },
  {
    ...social, method: 'GET', path: '/api/posts/trending', auth: 'required',
    summary: 'Posts with the most engagement in the last 7 days', responses: { 200: z.array(PostViewSchema) },
  },
  {
    ...social, method: 'GET', path: '/api/posts/hashtags', auth: 'required',
    summary: 'Hashtags most used in the last 7 days', responses: { 200: z.array(HashtagCountSchema) },
  },
  {
    ...social, method: 'GET', path: '/api/posts/saved', auth: 'required',
    summary: 'Posts you saved, newest save first', query: FeedQuerySchema, responses: { 200: z.array(PostViewSchema) },
  },
  {
    ...social, method: 'GET', path: '/api/posts/user/:id', auth: 'required',
    summary: "A member's posts, newest first", params: UserIdParams, query: FeedQuerySchema, responses: { 200: z.array(PostViewSchema) },
  },
  {
    ...social, method: 'GET', path: '/api/posts/:id', auth: 'required',
    summary: 'One post', params: PostIdParamsSchema, responses: { 200: PostViewSchema, 404: null },
  },
  {
    ...social, method: 'PATCH', path: '/api/posts/:id', auth: 'required',
    summary: 'Edit your post (404 for anyone else)', params: PostIdParamsSchema, body: UpdatePostSchema, responses: { 200: PostViewSchema, 404: null },
  },
  {
    ...social, method: 'DELETE', path: '/api/posts/:id', auth: 'required',
    summary: 'Delete your post with its likes, comments and saves (404 for anyone else)', params: PostIdParamsSchema, responses: { 204: null, 404: null },
  },
  {
    ...social, method: 'POST', path: '/api/posts/:id/like', auth: 'required',
    summary: 'Like (idempotent)', params: PostIdParamsSchema, responses: { 200: LikeResponseSchema, 404: null },
  },
  {
    ...social, method: 'DELETE', path: '/api/posts/:id/like', auth: 'required',
    summary: 'Unlike (idempotent)', params: PostIdParamsSchema, responses: { 200: LikeResponseSchema, 404: null },
  },
  {
    ...social, method: 'POST', path: '/api/posts/:id/save', auth: 'required',
    summary: 'Save or unsave (toggle; the answer is the new state)', params: PostIdParamsSchema, responses: { 200: SaveResponseSchema, 404: null },
  },
  {
    ...social, method: 'POST', path: '/api/posts/:id/view', auth: 'required',
    summary: "Count a view (once per member per post per day; never the author's own)", params: PostIdParamsSchema, responses: { 204: null, 404: null },
  },
  {
    ...social, method: 'GET', path: '/api/posts/:id/comments', auth: 'required',
    summary: 'Comments, oldest first', params: PostIdParamsSchema, responses: { 200: z.array(CommentViewSchema), 404: null },
  },
  {
    ...social, method: 'POST', path: '/api/posts/:id/comments', auth: 'required',
    summary: 'Comment on a post', params: PostIdParamsSchema, body: CreateCommentSchema, responses: { 201: CommentViewSchema, 404: null },
  },
  {
    ...social, method: 'DELETE', path: '/api/posts/:id/comments/:commentId', auth: 'required',
    summary: 'Delete your comment (404 for anyone else)', params: CommentParamsSchema, responses: { 204: null, 404: null },
  },
  {
    ...social, method: 'POST', path: '/api/users/:id/follow', auth: 'required',
    summary: 'Follow or unfollow (toggle; never yourself)', params: UserIdParams, responses: { 200: FollowResponseSchema, 400: null, 404: null },
  },
];
