// Collaboration calls (collaborations calls). Answers are checked against the
// contracts' schemas, loaded on demand (lib/api-json.ts). Filtering and paging are the server's.
import type { CollaborationView, CreateCollaboration, DemoUpload, PopularGenre } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { getParsed, requestParsed, send } from '@/lib/api-json';
import { postFile } from '@/lib/upload';
import type { CollaborationFilters } from '../collaboration-filters';

const collaborationSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationViewSchema;
const collaborationListSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationViewSchema.array();
const genreListSchema = async () => (await import('@stave/contracts/collaborations')).PopularGenreSchema.array();
const responseSchema = async () => (await import('@stave/contracts/collaborations')).CollaborationResponseSchema;

// Restated from the contracts (a value import would pull zod in with this module).
const TOTAL_COUNT_HEADER = 'x-total-count';
const NEXT_PAGE_HEADER = 'x-next-page';

export const COLLABORATIONS_PAGE_SIZE = 20;

export interface CollaborationPage {
  collaborations: CollaborationView[];
  total: number;
  nextPage: number | null;
}

// withQuery (lib/api-json) sets each key once; ?genre= repeats.
function listPath(filters: CollaborationFilters, page: number): string {
  const query = new URLSearchParams();
  if (filters.search) query.set('search', filters.search);
  for (const genre of filters.genres) query.append('genre', genre);
  if (filters.remote) query.set('remote', 'true');
  if (filters.paid) query.set('paid', 'true');
  if (filters.mine) query.set('mine', 'true');
  query.set('page', String(page));
  query.set('limit', String(COLLABORATIONS_PAGE_SIZE));
  return `/api/collaborations?${query.toString()}`;
}

export async function fetchCollaborationsPage(filters: CollaborationFilters, page: number, signal?: AbortSignal): Promise<CollaborationPage> {
  const { data, headers } = await requestParsed('GET', listPath(filters, page), collaborationListSchema, { signal });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    collaborations: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

export const fetchCollaboration = (id: number, signal?: AbortSignal): Promise<CollaborationView> =>
  getParsed(`/api/collaborations/${id}`, collaborationSchema, signal);
export const fetchPopularGenres = (signal?: AbortSignal): Promise<PopularGenre[]> => getParsed('/api/collaborations/genres', genreListSchema, signal);

// actAs: posted as that business, by a member of its team.
export const createCollaboration = async (input: CreateCollaboration, actAs?: number | null): Promise<CollaborationView> =>
  (await requestParsed('POST', '/api/collaborations', collaborationSchema, { body: input, headers: actAsHeaders(actAs) })).data;
export const closeCollaboration = async (id: number): Promise<CollaborationView> =>
  (await requestParsed('PATCH', `/api/collaborations/${id}`, collaborationSchema, { body: { status: 'closed' } })).data;
export const deleteCollaboration = (id: number): Promise<void> => send('DELETE', `/api/collaborations/${id}`);
export const respondToCollaboration = async (id: number) => (await requestParsed('POST', `/api/collaborations/${id}/respond`, responseSchema)).data;

// An audio demo, uploaded as soon as it is picked; its demoUrl goes with the call.
export async function uploadDemo(file: File): Promise<DemoUpload> {
  const { DemoUploadSchema } = await import('@stave/contracts/collaborations');
  return DemoUploadSchema.parse(await postFile('/api/collaborations/demo', 'file', file));
}
