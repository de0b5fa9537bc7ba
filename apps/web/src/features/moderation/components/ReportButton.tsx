import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ReportTarget } from '../report-target';
import { ReportDialogHost, prefetchReportDialog } from './ReportDialogHost';

type ReportButtonProps = {
  target: ReportTarget;
  // The accessible name ('Report comment by Sam'); with `text`, the words shown begin it.
  label: string;
  text?: string;
  className?: string;
};

// A flag beside something someone else wrote (a comment, a message they sent you; with `text`, an event's 'Report')
// that opens the report dialog.
export function ReportButton({ target, label, text, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size={text ? 'sm' : 'icon-sm'}
        aria-label={label}
        title={text ? undefined : label}
        className={cn('shrink-0 text-muted-foreground hover:text-destructive', text ? null : 'size-7', className)}
        onPointerEnter={prefetchReportDialog}
        onFocus={prefetchReportDialog}
        onClick={() => setOpen(true)}
      >
        <Flag className="size-3.5" aria-hidden="true" />
        {text}
      </Button>
      {open ? <ReportDialogHost target={target} onClose={() => setOpen(false)} returnFocus={button} /> : null}
    </>
  );
}
