// Blocks and mutes: the settings' cards and a profile's More menu (docs/web.md#feature-boundaries).
export { BlockedMembersCard } from '@/features/safety/components/BlockedMembersCard';
export { MutedMembersCard } from '@/features/safety/components/MutedMembersCard';
export { ProfileMoreMenu } from '@/features/safety/components/ProfileMoreMenu';
