export { ProfileHeader } from '@/features/profile/components/ProfileHeader';
export { ProfileTabs } from '@/features/profile/components/ProfileTabs';
export { usePublicUserQuery, profileKeys } from '@/features/profile/api/profile.queries';
