import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('inline-flex h-10 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

// Radix focuses a tab from script on mousedown (Safari doesn't focus buttons on click), and Chrome
// shows a script focus as :focus-visible: a mouse click drew the keyboard ring. Focusing it first
// with focusVisible: false makes Radix's focus() a no-op; Tab and the arrow keys still show the ring.
function focusWithoutRing(event: MouseEvent<HTMLButtonElement>) {
  if (event.button !== 0 || event.ctrlKey || event.currentTarget.disabled) return;
  event.currentTarget.focus({ focusVisible: false } as FocusOptions);
}

export function TabsTrigger({ className, onMouseDown, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onMouseDown={(event) => {
        focusWithoutRing(event);
        onMouseDown?.(event);
      }}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
