// 'Boost ends: 1 December 2026' (Boosted Posts).
export const boostEnds = (iso: string) => `Boost ends: ${new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}`;

// 'Unlimited', or '1 of 2 left this month' (remaining never below 0).
export const quotaLine = (remaining: number, limit: number) => (limit < 0 ? 'Unlimited boosts' : `${remaining} of ${limit} left this month`);
