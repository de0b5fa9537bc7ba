import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { charactersLeft } from '../forum-format';

// How many characters are left once a text nears its limit (`within`), or how many too many; `fallback` until then.
export function CharactersLeft({ text, max, within, fallback }: { text: string; max: number; within: number; fallback?: ReactNode }) {
  const left = charactersLeft(text, max, within);
  if (!left) return fallback ?? null;
  return (
    <span className={cn('tabular-nums', left.over && 'font-medium text-destructive')} data-testid="characters-left">
      {left.text}
    </span>
  );
}
