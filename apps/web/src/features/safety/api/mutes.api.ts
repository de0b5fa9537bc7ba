// Mute: a member's posts leave your home feed, and they are not told.
import type { MutedMember } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const stateSchema = async () => (await import('@stave/contracts/social')).MuteStateSchema;
const listSchema = async () => {
  const { MutedMemberSchema } = await import('@stave/contracts/social');
  return MutedMemberSchema.array();
};

export const fetchMuteState = async (userId: number, signal?: AbortSignal): Promise<boolean> =>
  (await getParsed(`/api/users/${userId}/mute`, stateSchema, signal)).muted;

export const setMuted = async (userId: number, muted: boolean): Promise<boolean> =>
  (await requestParsed(muted ? 'PUT' : 'DELETE', `/api/users/${userId}/mute`, stateSchema)).data.muted;

export const fetchMutedMembers = (signal?: AbortSignal): Promise<MutedMember[]> => getParsed('/api/user/mutes', listSchema, signal);
