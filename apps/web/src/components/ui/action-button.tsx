import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

// A button that leads with its icon: 'Create Event', 'Browse jobs'.
export function ActionButton({ icon: Icon, children, ...props }: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}
