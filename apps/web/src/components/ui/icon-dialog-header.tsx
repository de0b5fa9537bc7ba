import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-soft text-brand-strong',
  destructive: 'bg-destructive/10 text-destructive',
  success: 'bg-success/12 text-success',
};

// A dialog's top with an icon in a tinted tile above the title; children are the description.
export function IconDialogHeader({
  icon: Icon,
  tone = 'brand',
  title,
  children,
}: {
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogHeader>
      <span className={cn('mb-1 grid size-11 place-items-center rounded-xl', TONES[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}
