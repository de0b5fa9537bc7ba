import { CircleCheck } from 'lucide-react';

// How a resolved ticket was resolved, in the agent's words (as text, never markup).
export function ResolutionCard({ resolution }: { resolution: string }) {
  return (
    <section
      aria-labelledby="resolution-heading"
      className="grid gap-2 rounded-xl border border-success/35 bg-success/10 p-4 sm:p-5"
      data-testid="ticket-resolution"
    >
      <h2 id="resolution-heading" className="flex items-center gap-2 text-sm font-semibold">
        <CircleCheck className="size-4 text-success" aria-hidden="true" />
        Resolution
      </h2>
      <p className="text-[15px] leading-relaxed wrap-anywhere whitespace-pre-wrap">{resolution}</p>
    </section>
  );
}
