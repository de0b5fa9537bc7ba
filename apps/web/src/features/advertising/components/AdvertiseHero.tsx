import { ArrowRight } from 'lucide-react';
import { StaffLines } from '@/components/brand/StaffLines';
import { CheckList } from '@/components/marketing/CheckList';
import { Button } from '@/components/ui/button';

const AT_A_GLANCE = [
  'A UK audience of working music professionals',
  'Placements in the feed, the marketplace, the newsletter and the insight reports',
  'A proposal from our partnerships team within two working days',
] as const;

// The page's opening: what it is, to whom, and the two ways on (the placements, the form).
export function AdvertiseHero({ placementsId, inquiryId }: { placementsId: string; inquiryId: string }) {
  return (
    <section
      aria-labelledby="advertise-title"
      className="relative overflow-hidden rounded-3xl bg-ink px-5 py-10 text-ink-foreground shadow-raised sm:px-10 sm:py-14 lg:px-14 lg:py-16 dark:border dark:border-white/10 dark:bg-card"
    >
      <StaffLines className="absolute inset-x-0 bottom-10 text-ink-foreground/10 [mask-image:linear-gradient(to_right,transparent,black_45%,black)]" gap={18} />
      <div aria-hidden="true" className="pointer-events-none absolute -top-28 -right-24 size-80 rounded-full bg-brand/25 blur-3xl" />
      <div className="relative grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-14">
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-brand uppercase">Stave for brands</p>
          <h1 id="advertise-title" className="mt-4 text-display-sm font-semibold text-balance sm:text-display">
            Advertise with Stave
          </h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-pretty text-ink-foreground/75 sm:text-lg">
            Put your brand in front of the people who make, record, book, teach and sell music in the UK, on the network they use for work.
          </p>
          <div className="mt-8 flex flex-col gap-3 xs:flex-row xs:flex-wrap">
            <Button asChild size="lg" variant="brand">
              <a href={`#${inquiryId}`}>
                Talk to our partnerships team
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="ghost" className="border border-ink-foreground/20 text-ink-foreground hover:bg-ink-foreground/10">
              <a href={`#${placementsId}`}>See the placements</a>
            </Button>
          </div>
        </div>
        <CheckList
          items={AT_A_GLANCE}
          className="grid gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-5 text-[15px]"
          itemClassName="flex items-start gap-3"
          mark="bg-brand text-brand-foreground"
          aria-label="At a glance"
        />
      </div>
    </section>
  );
}
