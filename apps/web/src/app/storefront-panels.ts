import { lazy } from 'react';
import type { StorefrontPanels } from '@/features/marketplace/public-storefront-panels';

// The marketplace page's storefront panels, handed to it here so that the marketplace never reaches into the
// storefronts, which build on it (docs/web.md#feature-boundaries). Each loads when its tab is opened.
export const STOREFRONT_PANELS: StorefrontPanels = {
  SellerCard: lazy(() => import('@/features/storefronts/public-panels').then((m) => ({ default: m.StorefrontSellerCard }))),
  VerificationQueue: lazy(() => import('@/features/storefronts/public-panels').then((m) => ({ default: m.VerificationQueue }))),
};
