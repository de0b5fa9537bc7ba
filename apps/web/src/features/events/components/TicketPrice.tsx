import { Ticket } from 'lucide-react';

// A ticket price with 'Limited spots available'; a blank price means free.
export function TicketPrice({ price }: { price: string | null }) {
  const text = price?.trim();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
      <Ticket className="size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      <span className="font-semibold">{text || 'Free'}</span>
      {text ? <span className="text-[13px] text-muted-foreground">Limited spots available</span> : null}
    </p>
  );
}
