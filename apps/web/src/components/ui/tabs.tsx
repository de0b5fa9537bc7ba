import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '@/lib/cn';

// The WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/), with Radix Tabs' API and data attributes
// (`data-state="active|inactive"`, `data-orientation`), written here because Radix's collection and roving-focus
// machinery cost ~5 KiB brotli on every route with tabs (docs/web.md § Bundle). One row of tabs: the active tab is the
// only one in the Tab order; ArrowLeft/ArrowRight (wrapping), Home and End move focus and activate (automatic
// activation); disabled tabs are skipped.

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value: controlled, defaultValue = '', onValueChange, children, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const base = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next === value) return;
      if (controlled === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    // Values are the caller's words ("about", "in progress"): ids keep only what an id may hold.
    idOf: (part, tab) => `${base}-${part}-${tab.replace(/[^A-Za-z0-9_-]/g, '_')}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

// The tabs of this list that can take focus, in order.
function enabledTabs(list: HTMLElement): HTMLButtonElement[] {
  return [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter((tab) => !tab.disabled && tab.closest('[role="tablist"]') === list);
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = enabledTabs(event.currentTarget);
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at < 0 || !tabs.length) return;
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const tab = tabs[(next + tabs.length) % tabs.length]!;
  tab.focus();
  // Automatic activation: the focused tab's panel shows.
  tab.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-10 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

// A tab activates on mousedown, as Radix's do. It is focused from script first (Safari doesn't focus buttons on click),
// with focusVisible: false, since Chrome shows a script focus as :focus-visible and a mouse click would draw the
// keyboard ring; Tab and the arrow keys still show it. A ctrl-click (a context menu on macOS) neither focuses nor
// activates.
function pressed(event: MouseEvent<HTMLButtonElement>): boolean {
  if (event.button !== 0 || event.ctrlKey || event.currentTarget.disabled) {
    event.preventDefault();
    return false;
  }
  event.currentTarget.focus({ focusVisible: false } as FocusOptions);
  return true;
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, disabled, onMouseDown, onClick, onKeyDown, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('content', value)}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && pressed(event)) tabs.select(value);
      }}
      // A keyboard's Enter/Space, assistive technology, and the arrow keys' click().
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={onKeyDown}
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

type TabsContentProps = ComponentProps<'div'> & {
  value: string;
  // Rendered while inactive too (hidden by the caller's `data-[state=inactive]:` styles), so its state survives.
  forceMount?: true;
};

export function TabsContent({ value, forceMount, className, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-content"
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
