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
