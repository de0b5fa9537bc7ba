// Collaboration calls (collaborations calls). Answers are checked against the
// contracts' schemas, loaded on demand (lib/api-json.ts). Filtering and paging are the server's.
import type { CollaborationResponder, CollaborationView, CreateCollaboration, DemoUpload, PopularGenre } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { COLLABORATIONS } from '@stave/contracts/paths';
import { apiCall, apiData, apiSend } from '@/lib/api-json';
import { postFile } from '@/lib/upload';
import type { CollaborationFilters } from '../collaboration-filters';

const collaborationSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationViewSchema;
const collaborationListSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationViewSchema.array();
const genreListSchema = async () => (await import('@stave/contracts/collaborations')).PopularGenreSchema.array();
const responseSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationResponseSchema;
const responderListSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationResponderSchema.array();

// Restated from the contracts (a value import would pull zod in with this module).
const TOTAL_COUNT_HEADER = 'x-total-count';
const NEXT_PAGE_HEADER = 'x-next-page';

export const COLLABORATIONS_PAGE_SIZE = 20;

export interface CollaborationPage {
  collaborations: CollaborationView[];
  total: number;
  nextPage: number | null;
}

export async function fetchCollaborationsPage(filters: CollaborationFilters, page: number, signal?: AbortSignal): Promise<CollaborationPage> {
  const query = {
    search: filters.search || undefined,
    genre: filters.genres,
    remote: filters.remote ? 'true' : undefined,
    paid: filters.paid ? 'true' : undefined,
    mine: filters.mine ? 'true' : undefined,
    page,
    limit: COLLABORATIONS_PAGE_SIZE,
  };
  const { data, headers } = await apiCall(COLLABORATIONS.list, collaborationListSchema, { query, signal });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    collaborations: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

export const fetchCollaboration = (id: number, signal?: AbortSignal): Promise<CollaborationView> =>
  apiData(COLLABORATIONS.get, collaborationSchema, { params: { id }, signal });
export const fetchPopularGenres = (signal?: AbortSignal): Promise<PopularGenre[]> => apiData(COLLABORATIONS.genres, genreListSchema, { signal });

// actAs: posted as that business, by a member of its team.
export const createCollaboration = (input: CreateCollaboration, actAs?: number | null): Promise<CollaborationView> =>
  apiData(COLLABORATIONS.create, collaborationSchema, { body: input, headers: actAsHeaders(actAs) });
export const closeCollaboration = (id: number): Promise<CollaborationView> =>
  apiData(COLLABORATIONS.update, collaborationSchema, { params: { id }, body: { status: 'closed' } });
export const deleteCollaboration = (id: number): Promise<void> => apiSend(COLLABORATIONS.delete, { params: { id } });
export const respondToCollaboration = (id: number) => apiData(COLLABORATIONS.respond, responseSchema, { params: { id } });

export const RESPONDERS_PAGE_SIZE = 20;

export interface ResponderPage {
  responders: CollaborationResponder[];
  total: number;
  nextPage: number | null;
}

// Who answered the owner's call, newest first; actAs: a call of that business, read by an admin of its team.
export async function fetchRespondersPage(id: number, page: number, actAs: number | null, signal?: AbortSignal): Promise<ResponderPage> {
  const { data, headers } = await apiCall(COLLABORATIONS.responses, responderListSchema, {
    params: { id },
    query: { page, limit: RESPONDERS_PAGE_SIZE },
    headers: actAsHeaders(actAs),
    signal,
  });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    responders: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

// An audio demo, uploaded as soon as it is picked; its demoUrl goes with the call.
export async function uploadDemo(file: File): Promise<DemoUpload> {
  const { DemoUploadSchema } = await import('@stave/contracts/collaborations');
  return DemoUploadSchema.parse(await postFile(COLLABORATIONS.uploadDemo, 'file', file));
}
