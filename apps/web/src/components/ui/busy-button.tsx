import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type BusyButtonProps = ButtonProps & {
  busy: boolean;
  // Read in place of the children while busy ('Saving...'); without it the children stay.
  busyLabel?: ReactNode;
  // Before the label; the spinner takes its place while busy.
  icon?: LucideIcon;
};

// A button whose action runs on the server: a spinner (and the busy label) while it does, and off
// until it is done unless `disabled` says otherwise.
export function BusyButton({ busy, busyLabel, icon: Icon, disabled = busy, children, ...props }: BusyButtonProps) {
  return (
    <Button disabled={disabled} {...props}>
      {busy ? <Spinner className="size-4 text-current" /> : Icon ? <Icon aria-hidden="true" /> : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
