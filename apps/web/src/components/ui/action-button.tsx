import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { Button, type ButtonProps } from '@/components/ui/button';

type ActionProps = Omit<ButtonProps, 'children' | 'asChild'> & { icon: LucideIcon; label: ReactNode };

// A button that leads with its icon: 'Create Event', 'Browse jobs'.
export function ActionButton({ icon: Icon, label, ...props }: ActionProps) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

// The same look for a link to another page: 'View as member', 'Back to marketplace' (the icon optional).
export function ActionLink({ icon: Icon, label, to, ...props }: Omit<ActionProps, 'icon'> & { icon?: LucideIcon; to: To }) {
  return (
    <Button asChild {...props}>
      <Link to={to}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {label}
      </Link>
    </Button>
  );
}
