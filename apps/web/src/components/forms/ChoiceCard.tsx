import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChoiceCardProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  // A line under the label saying what the choice means.
  detail?: ReactNode;
};

// One radio choice drawn as a card: a report's reason, a ticket's priority, an advertising tier. The input's own props
// (name, value, checked, onChange, aria-invalid) pass through.
export function ChoiceCard({ label, detail, className, ...input }: ChoiceCardProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg border bg-card px-3 py-2.5 text-sm transition-colors hover:bg-accent',
        'has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
        detail ? 'items-start' : 'items-center',
        className,
      )}
    >
      <input
        type="radio"
        aria-labelledby={detail ? id : undefined}
        aria-describedby={detail ? `${id}-choice` : undefined}
        className={cn('size-4 shrink-0 accent-brand focus-visible:outline-none', detail && 'mt-0.5')}
        {...input}
      />
      {detail ? (
        <span className="grid min-w-0 gap-0.5">
          <span id={id} className="font-medium">
            {label}
          </span>
          <span id={`${id}-choice`} className="text-[13px] text-muted-foreground">
            {detail}
          </span>
        </span>
      ) : (
        label
      )}
    </label>
  );
}
