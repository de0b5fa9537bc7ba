import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input } from './input';

// A search box with its magnifier inside: the input takes every Input prop; `wrapperClassName` places
// the box (its wrapper is what sits in the layout).
export function SearchInput({ className, wrapperClassName, ...props }: ComponentProps<'input'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" enterKeyHint="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
