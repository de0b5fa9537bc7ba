import { Briefcase, ShieldCheck, Target, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '@/features/landing';
import { AUDIENCES } from '../advertising-copy';

const WHY: readonly { icon: LucideIcon; title: string; body: string }[] = [
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
    <section aria-labelledby="audience-title" className="grid gap-10">
      <SectionHeading
        id="audience-title"
        eyebrow="Who you reach"
        title="The whole UK music industry, in one place"
        lead="Stave is the professional network for the people who make the industry run. They are here for work: finding it, hiring for it and buying what it needs."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Object.entries(AUDIENCES).map(([type, { icon: Icon, title, body }]) => (
          <li key={type} className="rounded-2xl border bg-card p-5 shadow-card">
            <div className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong">
                <Icon className="size-[18px]" aria-hidden="true" />
              </span>
              <h3 className="text-[15px] font-semibold tracking-tight">{title}</h3>
            </div>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
      <ul className="grid gap-px overflow-hidden rounded-2xl border bg-border md:grid-cols-3" aria-label="Why advertise on Stave">
        {WHY.map(({ icon: Icon, title, body }) => (
          <li key={title} className="bg-card p-6">
            <span className="grid size-10 place-items-center rounded-xl bg-ink text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-base font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
