import { z } from 'zod';
import type { RouteContract } from '../api/routes';
import { IdParamsSchema } from '../ids';
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
  PostMediaUploadSchema,
  PostViewSchema,
  SaveResponseSchema,
  UpdatePostSchema,
} from './post.schemas';
import {
  AchievementSchema,
  ConnectionRequestSchema,
  ConnectionSchema,
  NetworkStatsSchema,
  NotificationSchema,
  RecommendationsQuerySchema,
  RecommendedPersonSchema,
  SendConnectionRequestSchema,
  UnreadCountSchema,
} from './network.schemas';

const UserIdParams = IdParamsSchema;
const IdParams = IdParamsSchema;
const RequestAnswer = z.object({ message: z.string(), request: ConnectionRequestSchema });
const social = { owner: 'social' as const };

export const SOCIAL_ROUTES: RouteContract[] = [
  {
    ...social, method: 'GET', path: '/api/posts', auth: 'required',
    summary: 'Your home feed (own posts, people you follow), newest first; older pages with ?before=<x-next-cursor>',
    query: FeedQuerySchema, responses: { 200: z.array(PostViewSchema) },
  },
  ...['/api/posts/feed', '/api/feed/posts'].map((path): RouteContract => ({
    ...social, method: 'GET', path, auth: 'required',
    summary: 'The home feed under the query keys the spec\'s client refreshes (same as GET /api/posts)',
    query: FeedQuerySchema, responses: { 200: z.array(PostViewSchema) },
  })),
  {
    ...social, method: 'POST', path: '/api/posts', auth: 'required',
    summary: 'Publish a post (#hashtags and @mentions are read from the text)', body: CreatePostSchema, responses: { 201: PostViewSchema },
  },
  {
    ...social, method: 'POST', path: '/api/posts/media', auth: 'required',
    summary: 'Upload a post\'s image (10 MB; re-encoded to WebP, metadata stripped), audio (20 MB: MP3, WAV, OGG, FLAC, M4A) or video (50 MB: MP4, WebM, MOV); the type is read from the bytes. Send the returned mediaUrl with POST /api/posts within a day',
    multipart: { file: 'file' }, responses: { 201: PostMediaUploadSchema, 400: null, 413: null, 415: null },
  },
  {
    ...social, method: 'GET', path: '/media/:file', auth: 'none',
    summary: 'A post\'s image, audio or video (byte ranges answered 206; nosniff and a sandboxing CSP)',
    params: z.object({ file: z.string() }), responses: { 200: null, 206: null, 404: null, 416: null },
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

  {
    ...social, method: 'POST', path: '/api/connections', auth: 'required',
    summary: "Ask to connect (a second pending request to the same member is a 409 'Already Requested')",
    body: SendConnectionRequestSchema, responses: { 201: ConnectionRequestSchema, 409: null },
  },
  { ...social, method: 'GET', path: '/api/connections', auth: 'required', summary: 'Your connections, newest first', responses: { 200: z.array(ConnectionSchema) } },
  {
    ...social, method: 'DELETE', path: '/api/connections/:id', auth: 'required',
    summary: 'Remove a connection (by the other member id)', params: UserIdParams, responses: { 204: null, 404: null },
  },
  { ...social, method: 'GET', path: '/api/connection-requests/sent', auth: 'required', summary: 'Your pending sent requests', responses: { 200: z.array(ConnectionRequestSchema) } },
  { ...social, method: 'GET', path: '/api/connection-requests/received', auth: 'required', summary: 'Pending requests to you', responses: { 200: z.array(ConnectionRequestSchema) } },
  {
    ...social, method: 'PUT', path: '/api/connection-requests/:id/accept', auth: 'required',
    summary: 'Accept a request sent to you (404 for anyone else); you follow each other', params: IdParams, responses: { 200: RequestAnswer, 404: null },
  },
  {
    ...social, method: 'PUT', path: '/api/connection-requests/:id/decline', auth: 'required',
    summary: 'Decline a request sent to you (404 for anyone else)', params: IdParams, responses: { 200: RequestAnswer, 404: null },
  },
  {
    ...social, method: 'DELETE', path: '/api/connection-requests/:id', auth: 'required',
    summary: 'Withdraw a request you sent (404 for anyone else)', params: IdParams, responses: { 204: null, 404: null },
  },
  { ...social, method: 'GET', path: '/api/user/network-stats', auth: 'required', summary: 'connections, following, followers', responses: { 200: NetworkStatsSchema } },
  {
    ...social, method: 'GET', path: '/api/users/recommendations', auth: 'required',
    summary: 'People you may know: shared connections, genres, skills, location (never you or your connections)',
    query: RecommendationsQuerySchema, responses: { 200: z.array(RecommendedPersonSchema) },
  },
  {
    ...social, method: 'GET', path: '/api/notifications', auth: 'required',
    summary: 'Your notifications, newest first (likes on one post grouped)', query: FeedQuerySchema, responses: { 200: z.array(NotificationSchema) },
  },
  { ...social, method: 'GET', path: '/api/notifications/unread-count', auth: 'required', summary: 'Unread notifications', responses: { 200: UnreadCountSchema } },
  {
    ...social, method: 'POST', path: '/api/notifications/:id/read', auth: 'required',
    summary: 'Mark one of your notifications read (404 for anyone else)', params: IdParams, responses: { 204: null, 404: null },
  },
  { ...social, method: 'POST', path: '/api/notifications/read-all', auth: 'required', summary: 'Mark all your notifications read', responses: { 204: null } },
  { ...social, method: 'GET', path: '/api/achievements', auth: 'required', summary: 'Your achievements', responses: { 200: z.array(AchievementSchema) } },
  { ...social, method: 'GET', path: '/api/achievements/unviewed', auth: 'required', summary: "Achievements you haven't seen", responses: { 200: z.array(AchievementSchema) } },
  {
    ...social, method: 'GET', path: '/api/achievements/:id', auth: 'required',
    summary: "A member's achievements (by member id)", params: UserIdParams, responses: { 200: z.array(AchievementSchema) },
  },
  {
    ...social, method: 'POST', path: '/api/achievements/:id/mark-viewed', auth: 'required',
    summary: 'Mark one of your achievements seen (404 for anyone else)', params: IdParams, responses: { 204: null, 404: null },
  },
  { ...social, method: 'POST', path: '/api/achievements/check', auth: 'required', summary: 'Award what you have earned; returns the newly awarded', responses: { 200: z.array(AchievementSchema) } },
];
