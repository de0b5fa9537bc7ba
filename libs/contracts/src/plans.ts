import type { SubscriptionTier } from './enums';

export const UNLIMITED = -1;

export interface PlanLimits {
  // Free: 5 job applications or direct messages a month; -1 = unlimited.
  jobApplicationsPerMonth: number;
  directMessagesPerMonth: number;
  boostedPostsPerMonth: number;
  teamMembers: number;
  // Marketplace listings for sale at once (ours: the spec states no number).
  activeListings: number;
}

export type PlanFeature =
  'aiMatching' | 'boostedPosts' | 'advancedAnalytics' | 'verifiedBadge' | 'vipSupport' | 'teamAccounts' | 'storefront' | 'insightReports';

export interface Plan {
  tier: SubscriptionTier;
  name: string;
  pricePence: number;
  currency: 'GBP';
  interval: 'month';
  trialMonths: number;
  badge: string | null;
  limits: PlanLimits;
  features: readonly PlanFeature[];
  highlights: readonly string[];
}

export const PLANS: Record<SubscriptionTier, Plan> = {
  free: {
    tier: 'free',
    name: 'Free',
    pricePence: 0,
    currency: 'GBP',
    interval: 'month',
    trialMonths: 0,
    badge: null,
    limits: { jobApplicationsPerMonth: 5, directMessagesPerMonth: 5, boostedPostsPerMonth: 0, teamMembers: 0, activeListings: 10 },
    features: [],
    highlights: [
      'Full profile',
      'Networking',
      'Unlimited job board viewing',
      'Up to 5 job applications or direct messages per month',
      'Basic analytics preview',
    ],
  },
  pro: {
    tier: 'pro',
    name: 'Pro',
    pricePence: 1499,
    currency: 'GBP',
    interval: 'month',
    // The pro upsell also states a 3-month trial (docs/product-rules.md).
    trialMonths: 3,
    badge: 'PRO',
    limits: { jobApplicationsPerMonth: UNLIMITED, directMessagesPerMonth: UNLIMITED, boostedPostsPerMonth: 2, teamMembers: 0, activeListings: 50 },
    features: ['aiMatching', 'boostedPosts', 'advancedAnalytics', 'verifiedBadge'],
    highlights: ['Unlimited applications and messages', 'Advanced analytics', 'Verified badge', 'AI matching', '2 boosted posts per month'],
  },
  business: {
    tier: 'business',
    name: 'Business',
    pricePence: 2499,
    currency: 'GBP',
    interval: 'month',
    trialMonths: 3,
    badge: 'BUSINESS',
    limits: {
      jobApplicationsPerMonth: UNLIMITED,
      directMessagesPerMonth: UNLIMITED,
      boostedPostsPerMonth: UNLIMITED,
      teamMembers: 5,
      activeListings: UNLIMITED,
    },
    features: ['aiMatching', 'boostedPosts', 'advancedAnalytics', 'verifiedBadge', 'vipSupport', 'teamAccounts', 'storefront', 'insightReports'],
    highlights: [
      'Everything in Pro',
      'Up to 5 team members',
      'Unlimited postings and outreach',
      'Industry insight reports',
      'Dedicated account manager',
      'VIP support',
      'Unlimited boosts',
    ],
  },
};

export function planHasFeature(tier: SubscriptionTier, feature: PlanFeature): boolean {
  return PLANS[tier].features.includes(feature);
}

export function formatPlanPrice(plan: Plan): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: plan.currency }).format(plan.pricePence / 100);
}

// Pro: remaining = limit minus this month's count, never below 0 (docs/product-rules.md).
export function remainingBoosts(tier: SubscriptionTier, usedThisMonth: number): number {
  const limit = PLANS[tier].limits.boostedPostsPerMonth;
  return limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - usedThisMonth);
}
