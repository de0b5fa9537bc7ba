import { z } from 'zod';
import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { CommonErrorCode, EdgeErrorCode, JobsErrorCode, UploadErrorCode } from '../error-codes';
import { storedFile } from '../api/answers';
import { TOTAL_COUNT_HEADER } from '../identity/user.schemas';
import { NEXT_PAGE_HEADER } from './jobs.schemas';
import {
  CollaborationParamsSchema,
  CollaborationResponderSchema,
  CollaborationRespondersQuerySchema,
  CollaborationResponseSchema,
  CollaborationsQuerySchema,
  CollaborationViewSchema,
  CreateCollaborationSchema,
  DEMO_MAX_BYTES,
  DemoUploadSchema,
  PopularGenreSchema,
  UpdateCollaborationSchema,
} from './collaborations.schemas';

const collaborations = { owner: 'jobs-events' as const, auth: 'required' as const };

export const COLLABORATIONS = defineRoutes({
  list: {
    ...collaborations,
    method: 'GET',
    path: '/api/collaborations',
    summary:
      'Open collaboration calls, newest first: ?search= (title, description, project type, looking for, genres), ?genre= (repeatable: any of them), ?remote=true, ?paid=true, ?mine=true (yours, open and closed); page by ?page=&limit= with the total in x-total-count and the next page in x-next-page',
    query: CollaborationsQuerySchema,
    responses: { 200: z.array(CollaborationViewSchema) },
    headers: [TOTAL_COUNT_HEADER, NEXT_PAGE_HEADER],
  },
  create: {
    ...collaborations,
    method: 'POST',
    path: '/api/collaborations',
    summary: 'Post a collaboration call; a location is required unless it is remote; lookingFor and genres are lists (or comma-separated)',
    body: CreateCollaborationSchema,
    responses: { 201: CollaborationViewSchema },
    actAs: 'post',
  },
  genres: {
    ...collaborations,
    method: 'GET',
    path: '/api/collaborations/genres',
    summary: 'Genres with how many open calls use each: the presets, most used first, then the genres members added, most used first',
    responses: { 200: z.array(PopularGenreSchema) },
  },
  uploadDemo: {
    ...collaborations,
    method: 'POST',
    path: '/api/collaborations/demo',
    summary:
      "Upload a collaboration's audio demo (20 MB: MP3, WAV, OGG, FLAC, AAC, M4A; the type and length are read from the bytes). Send the returned demoUrl with the call within a day",
    multipart: { file: 'file' },
    maxFileBytes: DEMO_MAX_BYTES,
    responses: { 201: DemoUploadSchema },
    errors: [UploadErrorCode.InvalidFileType, UploadErrorCode.UnreadableMedia],
  },
  demoFile: {
    owner: 'jobs-events',
    auth: 'none',
    method: 'GET',
    path: '/demos/:file',
    summary: 'An uploaded demo (byte ranges answered 206; nosniff and a sandboxing CSP)',
    params: z.object({ file: z.string() }),
    responses: { 200: storedFile('audio/*', 'video/*'), 206: storedFile('audio/*', 'video/*') },
    errors: [CommonErrorCode.NotFound, EdgeErrorCode.RangeNotSatisfiable],
    headers: ['content-disposition', 'content-range'],
  },
  get: {
    ...collaborations,
    method: 'GET',
    path: '/api/collaborations/:id',
    summary: 'One collaboration call',
    params: CollaborationParamsSchema,
    responses: { 200: CollaborationViewSchema },
    errors: [JobsErrorCode.CollaborationNotFound],
    actAs: 'manage',
  },
  update: {
    ...collaborations,
    method: 'PATCH',
    path: '/api/collaborations/:id',
    summary: 'Edit your call, or close it with {status: "closed"} (someone else’s: 404)',
    params: CollaborationParamsSchema,
    body: UpdateCollaborationSchema,
    responses: { 200: CollaborationViewSchema },
    errors: [JobsErrorCode.CollaborationNotFound],
    actAs: 'manage',
  },
  delete: {
    ...collaborations,
    method: 'DELETE',
    path: '/api/collaborations/:id',
    summary: 'Delete your call (someone else’s: 404)',
    params: CollaborationParamsSchema,
    responses: { 204: null },
    errors: [JobsErrorCode.CollaborationNotFound],
    actAs: 'manage',
  },
  respond: {
    ...collaborations,
    method: 'POST',
    path: '/api/collaborations/:id/respond',
    summary:
      'Record that you messaged the author about this call (Message to Collaborate; the conversation itself is POST /api/messages/start). Counted once per member; your own call is 400, a closed one 409',
    params: CollaborationParamsSchema,
    responses: { 200: CollaborationResponseSchema },
    errors: [JobsErrorCode.CollaborationClosed, JobsErrorCode.CollaborationNotFound, JobsErrorCode.OwnCollaboration],
  },
  responses: {
    ...collaborations,
    method: 'GET',
    path: '/api/collaborations/:id/responses',
    summary:
      'Who answered your call (Message to Collaborate), newest first, each a member you may offer a booking from it; members blocked either way and erased ones are left out; page by ?page=&limit= with the total in x-total-count and the next page in x-next-page (someone else’s call: 404)',
    params: CollaborationParamsSchema,
    query: CollaborationRespondersQuerySchema,
    responses: { 200: z.array(CollaborationResponderSchema) },
    errors: [JobsErrorCode.CollaborationNotFound],
    headers: [TOTAL_COUNT_HEADER, NEXT_PAGE_HEADER],
    actAs: 'manage',
  },
});
export const COLLABORATIONS_ROUTES: RouteContract[] = routeList(COLLABORATIONS);
