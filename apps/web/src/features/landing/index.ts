// The public pages' frame and their section heading, for other features' public pages (docs/web.md#feature-boundaries).
export { PublicFooter } from '@/features/landing/components/PublicFooter';
export { PublicHeader } from '@/features/landing/components/PublicHeader';
export { MarketingSection, SectionHeading } from '@/features/landing/components/SectionHeading';
