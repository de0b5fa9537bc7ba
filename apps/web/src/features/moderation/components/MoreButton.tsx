import { MoreHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// The '…' in the corner of someone else's card (a post, a job, an event, a call): `label` names what it is for.
export function MoreButton({ label, className, ...props }: ComponentProps<typeof Button> & { label: string }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} aria-haspopup="menu" className={cn('shrink-0 text-muted-foreground', className)} {...props}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}
