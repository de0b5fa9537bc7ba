import { ADVERTISING_TIERS, type AdvertisingTier } from '@stave/contracts';
import { Info } from 'lucide-react';
import { CheckList } from '@/components/marketing/CheckList';
import { OfferCard } from '@/components/marketing/OfferCard';
import { Button } from '@/components/ui/button';
import { MarketingSection } from '@/features/landing';
import { TIER_COPY } from '../advertising-copy';

type TierCardsProps = { id: string; chosen: AdvertisingTier | ''; onChoose: (tier: AdvertisingTier) => void };

// Advertising tiers, what each places where, and a way to ask about one (it is then chosen in the form).
export function TierCards({ id, chosen, onChoose }: TierCardsProps) {
  return (
    <MarketingSection
      id={id}
      headingId={`${id}-title`}
      eyebrow="Placements"
      title="Four ways to advertise"
      lead="From one sponsored listing to a campaign planned with our team. Each builds on the one before it."
      className="grid scroll-mt-24 gap-10"
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {ADVERTISING_TIERS.map((tier) => {
          const copy = TIER_COPY[tier];
          const selected = chosen === tier;
          return (
            <OfferCard key={tier} highlighted={selected} className="min-w-0 transition-shadow" data-testid="advertising-tier">
              <h3 className="text-xs font-semibold tracking-[0.16em] text-brand-strong uppercase">{tier}</h3>
              <p className="mt-3 text-lg leading-snug font-semibold tracking-tight text-balance">{copy.headline}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{copy.summary}</p>
              <CheckList items={copy.includes} className="mt-5 grid gap-2.5 text-sm" itemClassName="flex items-start gap-2.5" aria-label={`${tier} includes`} />
              <p className="mt-5 border-t pt-4 text-[13px] leading-relaxed text-muted-foreground">
                <span className="font-medium text-foreground">Best for: </span>
                {copy.bestFor}
              </p>
              <div className="mt-auto pt-6">
                <Button variant={selected ? 'brand' : 'outline'} className="w-full" onClick={() => onChoose(tier)}>
                  Ask about {tier}
                </Button>
              </div>
            </OfferCard>
          );
        })}
      </ul>
      <p className="flex items-start gap-3 rounded-xl border border-dashed px-4 py-3 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
        <span>
          There is no rate card: each campaign is priced for its placements, dates and audience. Tell us what you have in mind and we&apos;ll send a proposal.
        </span>
      </p>
    </MarketingSection>
  );
}
