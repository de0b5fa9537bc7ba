import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface SettingsCardProps {
  // The title's id: the card is a region named by its title.
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  icon?: LucideIcon;
  // Beside the title (a status, a count).
  badge?: ReactNode;
  // The icon's colour when not the primary one.
  iconClassName?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

// One card of Settings: its icon, title and what it is for, then its controls.
export function SettingsCard({ titleId, title, description, icon: Icon, badge, iconClassName, className, contentClassName, children }: SettingsCardProps) {
  const heading = <CardTitle id={titleId}>{title}</CardTitle>;
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardHeader>
        {Icon ? (
          <div className="flex flex-wrap items-center gap-3">
            <Icon className={cn('size-5 text-primary', iconClassName)} aria-hidden="true" />
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
