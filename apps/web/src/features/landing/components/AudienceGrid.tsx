import type { ProfessionalType } from '@stave/contracts';
import { Building2, Disc3, Factory, GraduationCap, Headphones, Mic, SlidersHorizontal, Sparkles } from 'lucide-react';
import { IconCards, type IconCard } from '@/components/marketing/IconCards';
import { SectionHeading } from '@/features/landing/components/SectionHeading';

// Keyed by the account types of the contracts so a new type cannot be forgotten here.
const AUDIENCES: Record<ProfessionalType, IconCard> = {
  musician: { icon: Mic, title: 'Musicians', body: 'Find bandmates, session work and gigs, and put your best work up front.' },
  producer: { icon: SlidersHorizontal, title: 'Producers', body: 'Meet artists worth producing, show your credits and land the next project.' },
  sound_engineer: { icon: Headphones, title: 'Sound engineers', body: 'Studio and live work from people who need a good pair of ears.' },
  record_label: { icon: Disc3, title: 'Record labels', body: 'Scout talent, post roles and keep your roster close to its network.' },
  venue: { icon: Building2, title: 'Venues', body: 'Book acts, list your events and fill the calendar week after week.' },
  educator: { icon: GraduationCap, title: 'Educators', body: 'Reach students, run workshops and connect learners with working pros.' },
  manufacturer: { icon: Factory, title: 'Manufacturers', body: 'Put your gear in front of the players and engineers who use it every day.' },
  other: { icon: Sparkles, title: 'Everyone else', body: 'Managers, promoters, photographers, writers: there is room on the stave.' },
};

export function AudienceGrid() {
  return (
    <section aria-labelledby="audience-title" className="border-y bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="audience-title"
          eyebrow="Who it's for"
          title="Built for every part of the industry"
          lead="One profile that works whether you play, record, sign, book, teach or build the instruments."
        />
        <IconCards cards={AUDIENCES} className="mt-12 xs:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
