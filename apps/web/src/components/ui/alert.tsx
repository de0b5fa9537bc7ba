import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva(
  'relative grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-xl border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        info: 'border-brand/30 bg-brand-soft text-foreground [&>svg]:text-brand-strong',
        success: 'border-success/30 bg-success/10 text-foreground [&>svg]:text-success',
        destructive: 'border-destructive/35 bg-destructive/8 text-foreground [&>svg]:text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

// role defaults to 'alert' for failures (announced at once) and 'status' otherwise.
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div data-slot="alert" role={role ?? (variant === 'destructive' ? 'alert' : 'status')} className={cn(alertVariants({ variant }), className)} {...props} />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('col-start-2 font-medium leading-snug', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('col-start-2 text-muted-foreground', className)} {...props} />;
}
