import { AudienceGrid } from '@/features/landing/components/AudienceGrid';
import { ClosingCta } from '@/features/landing/components/ClosingCta';
import { FeatureGrid } from '@/features/landing/components/FeatureGrid';
import { PlansTeaser } from '@/features/landing/components/PlansTeaser';

// Everything below the sign-in card: its own chunk, fetched right after the first paint.
export function LandingSections() {
  return (
    <>
      <FeatureGrid />
      <AudienceGrid />
      <PlansTeaser />
      <ClosingCta />
    </>
  );
}
