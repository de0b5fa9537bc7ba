import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { reportCopy, type ReportTarget } from '../report-target';
import { MoreButton } from './MoreButton';
import { ReportDialog } from './ReportDialog';

// The '…' menu of someone else's card, once opened (ReportMenuButton shows a plain button until then): Report.
// Not modal, like the bell's: the dialog it opens is.
export function ReportMenu({ target, label, className }: { target: ReportTarget; label: string; className?: string }) {
  const [menuOpen, setMenuOpen] = useState(true);
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
        <DropdownMenuTrigger asChild>
          <MoreButton ref={trigger} label={label} className={className} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setReporting(true)} className="text-destructive focus:text-destructive">
            <Flag aria-hidden="true" />
            {reportCopy(target).action}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {reporting ? <ReportDialog target={target} onOpenChange={(open) => setReporting(open)} returnFocus={trigger} /> : null}
    </>
  );
}
