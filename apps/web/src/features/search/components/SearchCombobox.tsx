import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useSearchPreviewQuery } from '@/features/search/api/search.queries';
import { SearchField, type SearchBoxVariant } from '@/features/search/components/SearchBox';
import { SearchPanel } from '@/features/search/components/SearchPanel';
import { useRecentSearches } from '@/features/search/hooks/useRecentSearches';
import { buildPreview, moveActive, recentOptions, type SearchOption } from '@/features/search/search-options';
import { normaliseQuery, searchPath } from '@/features/search/search-url';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { cn } from '@/lib/cn';

const DEBOUNCE_MS = 200;
const NO_OPTIONS: readonly SearchOption[] = [];

type SearchComboboxProps = {
  variant: SearchBoxVariant;
  // What is typed (kept by SearchBox, so nothing typed before this loaded is lost).
  text: string;
  onTextChange: (text: string) => void;
  autoFocus: boolean;
  onNavigate?: () => void;
};

// The global search box, a WAI-ARIA combobox over a listbox of each section's first hits. Focus
// stays in the box; the arrow keys move through the options (aria-activedescendant), Enter opens the one
// highlighted or, with none, every result (/search?q=), Escape closes the list (then clears the box).
// Empty and focused, it offers the member's recent searches on this device.
export function SearchCombobox({ variant, text, onTextChange, autoFocus, onNavigate }: SearchComboboxProps) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const recent = useRecentSearches(user?.id ?? null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(autoFocus);

  const term = normaliseQuery(text);
  const debounced = useDebouncedValue(term, DEBOUNCE_MS);
  const query = useSearchPreviewQuery(debounced, open);
  const mode = term ? 'results' : 'recent';
  const results = mode === 'results' && debounced ? query.data : undefined;
  const state = debounced === term && query.isError ? 'error' : results ? 'ready' : 'loading';
  const stale = state === 'ready' && (query.isPlaceholderData || debounced !== term);

  const preview = useMemo(() => (results ? buildPreview(results, baseId) : null), [results, baseId]);
  const recentList = useMemo(() => recentOptions(recent.searches, baseId), [recent.searches, baseId]);
  const options = mode === 'recent' ? recentList : state === 'ready' && preview ? preview.options : NO_OPTIONS;
  // The highlighted option belongs to the list it was chosen in: a new list starts with none.
  const [highlight, setHighlight] = useState<{ options: readonly SearchOption[]; index: number }>({ options: NO_OPTIONS, index: -1 });
  const activeIndex = highlight.options === options ? highlight.index : -1;
  const expanded = open && (mode === 'results' || recentList.length > 0);
  const activeOption = expanded ? options[activeIndex] : undefined;

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const go = (href: string, remember: string) => {
    recent.add(remember);
    setOpen(false);
    onTextChange('');
    inputRef.current?.blur();
    onNavigate?.();
    void navigate(href);
  };
  const termOf = (option: SearchOption) => (option.kind === 'recent' ? option.term : (results?.query ?? term));
  const choose = (option: SearchOption) => go(option.href, termOf(option));

  const onOptionClick = (option: SearchOption, event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window: the browser follows the link; this page stays as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      recent.add(termOf(option));
      return;
    }
    event.preventDefault();
    choose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        setHighlight({ options, index: moveActive(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1) });
        return;
      }
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (term) go(searchPath({ q: term }), term);
        return;
      }
      case 'Escape': {
        // Inside the mobile menu, Escape closes the list (or clears the box) before it closes the menu.
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          onTextChange('');
        }
        return;
      }
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const clearText = () => {
    onTextChange('');
    setOpen(true);
    inputRef.current?.focus();
  };

  const resultCount = preview?.groups.reduce((sum, group) => sum + group.hits.length, 0) ?? 0;
  const announcement =
    !expanded || mode !== 'results'
      ? ''
      : state === 'error'
        ? "Search isn't answering right now."
        : state === 'ready' && !stale
          ? resultCount === 0
            ? `No results for ${results?.query ?? term}`
            : `${resultCount} ${resultCount === 1 ? 'result' : 'results'}, use the up and down arrows to choose`
          : '';

  return (
    // `contents`: SearchBox's wrapper places the box and the list; this one only sees where focus goes.
    <div onBlur={onBlur} className="contents">
      <SearchField
        ref={inputRef}
        variant={variant}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listboxId : undefined}
        aria-activedescendant={activeOption?.id}
        // The box had the focus while this loaded: it keeps it.
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        trailing={
          text ? (
            <button
              type="button"
              onClick={clearText}
              aria-label="Clear search"
              className={cn(
                'absolute top-1/2 right-1.5 size-7 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                variant === 'header' ? 'hidden @min-[10rem]:grid' : 'grid',
              )}
            >
              {expanded && mode === 'results' && (state === 'loading' || stale) ? <Spinner className="size-4" /> : <X className="size-4" aria-hidden="true" />}
            </button>
          ) : undefined
        }
      />
      {expanded ? (
        <div
          // Clicks inside the list keep the focus in the box.
          onMouseDown={(event) => event.preventDefault()}
          className={cn(
            'overflow-y-auto overscroll-contain rounded-xl border bg-popover text-popover-foreground',
            variant === 'header'
              ? 'absolute top-full right-0 z-50 mt-2 max-h-[min(34rem,calc(100dvh-5rem))] w-[min(30rem,calc(100vw-2rem))] shadow-raised'
              : 'mt-2',
          )}
          data-testid="search-popup"
        >
          <SearchPanel
            listboxId={listboxId}
            variant={variant}
            mode={mode}
            recent={recentList}
            onClearRecent={() => {
              recent.clear();
              inputRef.current?.focus();
            }}
            results={results}
            preview={preview}
            state={state}
            stale={stale}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
            activeIndex={activeIndex}
            onChoose={onOptionClick}
            onHover={(index) => setHighlight({ options, index })}
          />
        </div>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
