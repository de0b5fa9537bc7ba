// The activity feed: the side panels other pages show beside their posts (docs/web.md#feature-boundaries).
export { HashtagsPanel, TrendingPanel } from '@/features/activity-feed/components/SidePanels';
