import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

// A tool only some members have (a staff queue, the Business reports): where it is, and what it is called.
export type ToolLink = { to: string; icon: LucideIcon; label: string };

// How the mobile menu draws its rows.
export type ToolMenuItemProps = { className: string; active: boolean; onNavigate: () => void };

// The tool's row in the mobile menu. The feature draws it only for the members who have the tool.
export function ToolMenuItem({ to, icon: Icon, label, className, active, onNavigate }: ToolLink & ToolMenuItemProps) {
  return (
    <li>
      <Link to={to} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={className}>
        <Icon className="size-5" aria-hidden="true" />
        {label}
      </Link>
    </li>
  );
}

// The tool's button on the profile page, beside the others.
export function ToolButton({ to, icon: Icon, label }: ToolLink) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
