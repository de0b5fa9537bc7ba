// The sign-in card and the signed-out screens' split layout, for other features' public pages. Not in the index:
// the entry chunk imports that, and these carry the forms (docs/web.md#feature-boundaries).
export { AuthPanel, type AuthTab } from '@/features/auth/components/AuthPanel';
export { AuthSplitLayout } from '@/features/auth/components/AuthSplitLayout';
