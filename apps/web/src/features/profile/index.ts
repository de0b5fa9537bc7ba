// A member's profile: the header and tabs the public profile reuses, its queries and the profile update
// (docs/web.md#feature-boundaries).
export { ProfileHeader } from '@/features/profile/components/ProfileHeader';
export { ProfileTabs } from '@/features/profile/components/ProfileTabs';
export { usePublicUserQuery, profileKeys } from '@/features/profile/api/profile.queries';
export { updateProfile } from '@/features/profile/api/profile.api';
