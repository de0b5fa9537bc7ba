import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

// The search box's text, committed to the URL a moment after typing stops (or at once on Enter).
// A change of the URL from elsewhere (Back, a shared link) refills the box; the URL catching up
// with what was typed does not, so no keystroke is lost.
export function useSearchTerm(committed: string, commit: (term: string) => void) {
  const [term, setTerm] = useState(committed);
  const [known, setKnown] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (committed !== known) {
    setKnown(committed);
    setTerm(committed);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const push = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === committed) return;
    setKnown(trimmed);
    commit(trimmed);
  };

  const change = (next: string) => {
    setTerm(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => push(next), DEBOUNCE_MS);
  };

  return { term, change, flush: () => push(term) };
}
