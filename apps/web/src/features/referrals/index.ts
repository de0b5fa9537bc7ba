// Referrals: the invite-a-member panel (docs/web.md#feature-boundaries).
export { InvitePanel } from '@/features/referrals/components/InvitePanel';
