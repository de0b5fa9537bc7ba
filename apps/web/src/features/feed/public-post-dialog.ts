// The ?post=ID dialog, which the signed-in frame loads with import() (docs/web.md#feature-boundaries).
export { PostDialogHost } from '@/features/feed/components/PostDialogHost';
