import { Briefcase, ShieldCheck, Target } from 'lucide-react';
import { FeatureTiles, IconCards, type IconCard } from '@/components/marketing/IconCards';
import { MarketingSection } from '@/features/landing';
import { AUDIENCES } from '../advertising-copy';

const WHY: readonly IconCard[] = [
  {
    icon: Briefcase,
    title: 'People at work',
    body: 'Members come to Stave to hire, book, collaborate and buy. Your brand meets them while they are planning their next session, gig or purchase.',
  },
  {
    icon: Target,
    title: 'The right people',
    body: 'Profiles say what people do, where in the UK they work and the genres they play. We plan your placements around the audience you want.',
  },
  {
    icon: ShieldCheck,
    title: 'Labelled and moderated',
    body: 'Sponsored placements are always marked as sponsored and follow the same community rules as everything else on Stave.',
  },
];

// Who is on Stave, in an advertiser's terms (README.md audience), and why a placement here works.
export function AudienceSection() {
  return (
    <MarketingSection
      headingId="audience-title"
      eyebrow="Who you reach"
      title="The whole UK music industry, in one place"
      lead="Stave is the professional network for the people who make the industry run. They are here for work: finding it, hiring for it and buying what it needs."
      className="grid gap-10"
    >
      <IconCards cards={AUDIENCES} className="sm:grid-cols-2 lg:grid-cols-4" />
      <FeatureTiles tiles={WHY} className="md:grid-cols-3" aria-label="Why advertise on Stave" />
    </MarketingSection>
  );
}
