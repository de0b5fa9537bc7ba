import type { SubscriptionTier } from '@stave/contracts';
import type { ComponentType } from 'react';

// What the marketplace page shows of a seller's storefront, supplied by the app (app/storefront-panels.ts): the
// seller's storefront card beside Mine, and the moderators' Verifications tab. Without them those places stay empty.
export interface StorefrontPanels {
  SellerCard: ComponentType<{ userId: number; tier: SubscriptionTier }>;
  VerificationQueue: ComponentType<{ meId: number }>;
}
