import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionHeadingProps = { id: string; eyebrow: string; title: string; lead?: string; className?: string; align?: 'left' | 'center' };

export function SectionHeading({ id, eyebrow, title, lead, className, align = 'left' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-xs font-semibold tracking-[0.18em] text-brand-strong uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{lead}</p> : null}
    </div>
  );
}

type MarketingSectionProps = {
  // The section's own id (a link's target), if any.
  id?: string;
  headingId: string;
  eyebrow: string;
  title: string;
  lead?: string;
  className: string;
  children: ReactNode;
};

// A public page's section, named by its heading.
export function MarketingSection({ id, headingId, eyebrow, title, lead, className, children }: MarketingSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      {children}
    </section>
  );
}
