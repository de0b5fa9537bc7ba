import { MarketingSection } from '@/features/landing';

const STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Tell us what you want to achieve',
    body: 'The form below takes a couple of minutes: who you want to reach, when, and the kind of placement you have in mind.',
  },
  {
    title: 'Get a proposal',
    body: 'Our partnerships team replies within two working days with the placements, dates and price that fit your goals and budget.',
  },
  {
    title: 'Go live',
    body: 'We agree the creative and the dates with you, run the campaign and keep you up to date while it runs.',
  },
];

export function HowItWorks() {
  return (
    <MarketingSection headingId="how-title" eyebrow="How it works" title="From first message to live campaign" className="grid gap-10">
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ title, body }, index) => (
          <li key={title} className="relative rounded-2xl border bg-card p-6 shadow-card">
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-brand text-sm font-semibold text-brand-foreground">
              {index + 1}
            </span>
            <h3 className="mt-4 text-base font-semibold tracking-tight">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
