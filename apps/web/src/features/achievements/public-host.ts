// The award panel (with its confetti), which the signed-in frame loads with import(): its own chunk, so it is not in
// the index that the composer and the profile import (docs/web.md#feature-boundaries).
export { AchievementsHost } from '@/features/achievements/components/AchievementsHost';
