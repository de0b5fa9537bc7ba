import type { UserSnapshot } from '@stave/contracts';

// A member as identity announces them (identity.user.* events), for tests of any service that keeps
// the user_summaries projection. Only what a test cares about is passed.
export function userSnapshot(id: number, overrides: Partial<UserSnapshot> = {}): UserSnapshot {
  return {
    id,
    version: 1,
    username: `member_${id}`,
    name: `Member ${id}`,
    type: 'musician',
    location: null,
    bio: null,
    profileImage: null,
    skills: [],
    genres: [],
    subscriptionTier: 'free',
    badges: [],
    verifiedProfile: false,
    isFoundingMember: false,
    ...overrides,
  };
}
