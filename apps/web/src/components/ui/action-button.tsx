import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

// A button that leads with its icon: 'Create Event', 'Browse jobs'.
export function ActionButton({ icon: Icon, label, ...props }: Omit<ButtonProps, 'children'> & { icon: LucideIcon; label: ReactNode }) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
