// Achievements: what other features use (docs/web.md#feature-boundaries). The award panel and its confetti are the
// signed-in frame's, loaded lazily from ./public-host.
export { AchievementIcon } from '@/features/achievements/AchievementIcon';
export { useCheckAchievementsMutation } from '@/features/achievements/api/achievements.queries';
