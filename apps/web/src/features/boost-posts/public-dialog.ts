// The boost dialog, which a post card loads with import() when its menu asks for it (docs/web.md#feature-boundaries).
export { BoostPostDialog } from '@/features/boost-posts/components/BoostPostDialog';
