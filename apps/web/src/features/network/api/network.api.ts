// Connections, requests, network counters, recommendations and member search (docs/api.md).
import type { ConnectionRequest, PublicUser, UserStats } from '@stave/contracts';
import { DASHBOARD, IDENTITY, SOCIAL } from '@stave/contracts/paths';
import { throwIfNotOk } from '@/lib/api-client';
import { apiCall, apiData, apiResponse, apiSend } from '@/lib/api-json';

// Schemas load on demand (lib/api-json.ts).
const connectionListSchema = async () => {
  const { ConnectionSchema } = await import('@stave/contracts/social');
  return ConnectionSchema.array();
};
const requestSchema = async () => {
  const { ConnectionRequestSchema } = await import('@stave/contracts/social');
  return ConnectionRequestSchema;
};
const requestListSchema = async () => {
  const { ConnectionRequestSchema } = await import('@stave/contracts/social');
  return ConnectionRequestSchema.array();
};
const networkStatsSchema = async () => {
  const { NetworkStatsSchema } = await import('@stave/contracts/social');
  return NetworkStatsSchema;
};
const recommendationListSchema = async () => {
  const { RecommendedPersonSchema } = await import('@stave/contracts/social');
  return RecommendedPersonSchema.array();
};
const memberListSchema = async () => {
  const { PublicUserSchema } = await import('@stave/contracts/identity');
  return PublicUserSchema.array();
};
const userStatsSchema = async () => {
  const { UserStatsSchema } = await import('@stave/contracts/social');
  return UserStatsSchema;
};

const TOTAL_COUNT_HEADER = 'x-total-count';
export const MEMBER_PAGE_SIZE = 24;

export const fetchConnections = (signal?: AbortSignal) => apiData(SOCIAL.connections, connectionListSchema, { signal });

export const fetchSentRequests = (signal?: AbortSignal) => apiData(SOCIAL.sentRequests, requestListSchema, { signal });

export const fetchReceivedRequests = (signal?: AbortSignal) => apiData(SOCIAL.receivedRequests, requestListSchema, { signal });

export const fetchNetworkStats = (signal?: AbortSignal) => apiData(SOCIAL.networkStats, networkStatsSchema, { signal });

export const fetchRecommendations = (limit: number, signal?: AbortSignal) =>
  apiData(SOCIAL.recommendations, recommendationListSchema, { query: { limit }, signal });

// Connect sends a pending request with a fixed greeting.
export async function sendConnectionRequest(receiverId: number): Promise<ConnectionRequest> {
  const { DEFAULT_CONNECTION_MESSAGE } = await import('@stave/contracts/social');
  const body = { receiverId, message: DEFAULT_CONNECTION_MESSAGE };
  return apiData(SOCIAL.requestConnection, requestSchema, { body });
}

// PUT with an empty body.
export const acceptConnectionRequest = (id: number) => apiSend(SOCIAL.acceptRequest, { params: { id } });
export const declineConnectionRequest = (id: number) => apiSend(SOCIAL.declineRequest, { params: { id } });
export const withdrawConnectionRequest = (id: number) => apiSend(SOCIAL.withdrawRequest, { params: { id } });

export interface MemberPage {
  members: PublicUser[];
  total: number;
  page: number;
}

function totalOf(headers: Headers, fallback: number): number {
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return Number.isFinite(total) && headers.has(TOTAL_COUNT_HEADER) ? total : fallback;
}

// GET /api/users?search= (identity): matches username, name, location and skills.
export async function searchMembers(search: string, page: number, signal?: AbortSignal): Promise<MemberPage> {
  const query = { search: search.trim() || undefined, page, limit: MEMBER_PAGE_SIZE };
  const { data, headers } = await apiCall(IDENTITY.searchUsers, memberListSchema, { query, signal });
  return { members: data, total: totalOf(headers, data.length), page };
}

// Everyone on Stave (for 'Available'): the total of an unfiltered search.
export async function fetchMemberTotal(signal?: AbortSignal): Promise<number> {
  const res = await apiResponse(IDENTITY.searchUsers, { query: { limit: 1 }, signal });
  await throwIfNotOk(res);
  return totalOf(res.headers, 0);
}

const NO_STATS: UserStats = { connections: null, activeJobs: null, upcomingEvents: null, messages: null };

// The gateway's dashboard counters; each is null when its service is down (shown as '—').
// A 404 means the gateway route isn't there yet: every counter is unknown.
export async function fetchUserStats(signal?: AbortSignal): Promise<UserStats> {
  const schema = userStatsSchema();
  const res = await apiResponse(DASHBOARD.userStats, { signal });
  if (res.status === 404) return NO_STATS;
  await throwIfNotOk(res);
  return (await schema).parse(await res.json());
}
