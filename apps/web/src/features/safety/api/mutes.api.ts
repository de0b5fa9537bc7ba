// Mute: a member's posts leave your home feed, and they are not told.
import type { MutedMember } from '@stave/contracts';
import { SOCIAL } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const stateSchema = async () => (await import('@stave/contracts/social')).MuteStateSchema;
const listSchema = async () => {
  const { MutedMemberSchema } = await import('@stave/contracts/social');
  return MutedMemberSchema.array();
};

export const fetchMuteState = async (userId: number, signal?: AbortSignal): Promise<boolean> =>
  (await apiData(SOCIAL.muteStatus, stateSchema, { params: { id: userId }, signal })).muted;

export async function setMuted(userId: number, muted: boolean): Promise<boolean> {
  const input = { params: { id: userId } };
  return (muted ? await apiData(SOCIAL.mute, stateSchema, input) : await apiData(SOCIAL.unmute, stateSchema, input)).muted;
}

export const fetchMutedMembers = (signal?: AbortSignal): Promise<MutedMember[]> => apiData(SOCIAL.mutes, listSchema, { signal });
