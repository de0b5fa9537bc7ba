// The forum: the reply parts other features' forms reuse (docs/web.md#feature-boundaries). The forum is the app's route.
export { CharactersLeft } from '@/features/forum/components/CharactersLeft';
export { ReplyFooter } from '@/features/forum/components/reply-parts';
