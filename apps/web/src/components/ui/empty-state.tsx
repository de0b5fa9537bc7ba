import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  tone?: 'default' | 'error';
  // 'h1' when the state is the whole page (e.g. 'User not found').
  titleAs?: 'p' | 'h1' | 'h2';
};

export function EmptyState({ icon: Icon, title, description, action, className, tone = 'default', titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center', className)}>
      <span
        className={cn(
          'grid size-12 place-items-center rounded-2xl',
          tone === 'error' ? 'bg-destructive/10 text-destructive' : 'bg-brand-soft text-brand-strong',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Title className="mt-4 text-[15px] font-semibold">{title}</Title>
      {description ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
