import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { SEARCH_QUERY_MAX } from '@/features/search/search-sections';
import { cn } from '@/lib/cn';

// The combobox (its list, keys, queries and recent searches) is not part of any signed-in page's first
// paint: it loads right after, and until it has, the same box takes what is typed.
const SearchCombobox = lazy(() => import('@/features/search/components/SearchCombobox').then((m) => ({ default: m.SearchCombobox })));

export type SearchBoxVariant = 'header' | 'sheet';

type SearchFieldProps = ComponentProps<'input'> & { variant: SearchBoxVariant; trailing?: ReactNode };

// The box as drawn, before and after the combobox has loaded.
export function SearchField({ variant, trailing, className, ...input }: SearchFieldProps) {
  const header = variant === 'header';
  return (
    <div
      className={cn(
        'relative',
        // In the desktop header the box may be narrow (all the items beside it): focused, it widens over them.
        // Narrow (from lg to xl) it is its magnifier only: the padding, the hint and the clear button follow its width.
        // From xl it is wide enough to type in and keeps its width: widened over the nav items (eight with Bookings) it
        // would leave the last one's visible part under the 24 px a touch target needs (WCAG 2.5.8).
        header &&
          '@container absolute top-0 right-0 z-10 h-10 w-full transition-[width] duration-150 ease-out group-focus-within/search:w-[max(100%,16rem)] xl:group-focus-within/search:w-full',
      )}
    >
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <input
        type="text"
        aria-label="Search Stave"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        placeholder={header ? 'Search' : 'Search people, posts, jobs…'}
        className={cn(
          'h-10 w-full min-w-0 border border-input bg-card pl-9 text-sm shadow-card transition-colors placeholder:text-muted-foreground',
          'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring/60',
          header ? 'rounded-full pr-0 @min-[7rem]:pr-3 @min-[14rem]:pr-9' : cn('h-11 rounded-lg', input.value ? 'pr-9' : 'pr-3'),
          className,
        )}
        {...input}
      />
      {trailing ??
        (header ? (
          <kbd
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border bg-muted px-1.5 font-sans text-[11px] leading-5 text-muted-foreground group-focus-within/search:hidden @min-[14rem]:block"
          >
            /
          </kbd>
        ) : null)}
    </div>
  );
}

// `/` focuses the box unless the member is typing somewhere.
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(target.type);
}

type SearchBoxProps = {
  // header: the desktop navigation's box, its list floating below it, and `/` focuses it; sheet: the
  // mobile menu's, its list in the flow.
  variant: SearchBoxVariant;
  // After a choice has been made (the mobile menu closes).
  onNavigate?: () => void;
  className?: string;
};

// The global search box (SearchCombobox has the rules).
export function SearchBox({ variant, onNavigate, className }: SearchBoxProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  // Whether the box had the focus when the combobox replaced it, so the combobox takes it on.
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (variant !== 'header') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typingIn(event.target)) return;
      const input = wrapperRef.current?.querySelector('input');
      // Hidden below the desktop breakpoint, or behind an open dialog.
      if (!input || input.getClientRects().length === 0 || input.closest('[aria-hidden="true"], [inert]')) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [variant]);

  return (
    <div
      ref={wrapperRef}
      className={cn('group/search relative', variant === 'header' ? 'h-10 w-full' : 'w-full', className)}
      data-testid={`search-box-${variant}`}
    >
      <Suspense
        fallback={
          <SearchField
            variant={variant}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
        }
      >
        <SearchCombobox variant={variant} text={text} onTextChange={setText} autoFocus={focused} onNavigate={onNavigate} />
      </Suspense>
    </div>
  );
}
