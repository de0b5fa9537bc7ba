import { X } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { cn } from '@/lib/cn';

// A typed filter (useSearchTerm): the box's text, reaching the URL a moment after typing stops.
type Term = { term: string; change: (next: string) => void; flush: () => void };

type FilterCardProps = {
  // The form's name for a screen reader ('Filter events').
  label: string;
  // Sent at once on Enter.
  terms: readonly Term[];
  className?: string;
  formClassName: string;
  // Below the form: what is applied and the way to clear it.
  footer?: ReactNode;
  children: ReactNode;
};

// A list page's filters: a search form and, below it, what is applied.
export function FilterCard({ label, terms, className = 'p-4', formClassName, footer, children }: FilterCardProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    for (const term of terms) term.flush();
  };
  return (
    <Card className={className}>
      <form role="search" aria-label={label} onSubmit={submit} className={formClassName}>
        {children}
      </form>
      {footer}
    </Card>
  );
}

// The free-text search box, with an optional button beside it.
export function FilterSearch({ term, placeholder, className, beside }: { term: Term; placeholder: string; className?: string; beside?: ReactNode }) {
  const id = useId();
  const input = (
    <SearchInput
      wrapperClassName={beside ? 'min-w-0 flex-1' : undefined}
      id={id}
      name="q"
      value={term.term}
      onChange={(event) => term.change(event.target.value)}
      placeholder={placeholder}
    />
  );
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>Search</Label>
      {beside ? (
        <div className="flex gap-2">
          {input}
          {beside}
        </div>
      ) : (
        input
      )}
    </div>
  );
}

// A typed place filter ('Town or city').
export function FilterLocation({ term, placeholder, className }: { term: Term; placeholder: string; className?: string }) {
  return (
    <FormField label="Location" className={className}>
      <Input
        type="search"
        name="location"
        value={term.term}
        onChange={(event) => term.change(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
      />
    </FormField>
  );
}

type FilterSelectProps<T extends string> = {
  label: string;
  name: string;
  value: string | undefined;
  // undefined when the blank choice is picked.
  onChange: (value: string | undefined) => void;
  // The first choice, for 'any' ('All UK Regions'); none when one must be picked (a sort order).
  blank?: string;
  options: readonly T[];
  optionLabel?: (option: T) => string;
  className?: string;
};

// A one-of dropdown.
export function FilterSelect<T extends string>({ label, name, value, onChange, blank, options, optionLabel, className }: FilterSelectProps<T>) {
  return (
    <FormField label={label} className={className}>
      <Select name={name} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        {blank === undefined ? null : <option value="">{blank}</option>}
        <SelectOptions options={options} label={optionLabel} />
      </Select>
    </FormField>
  );
}

// '2 filters applied' and Clear filters, under the form while any is.
export function AppliedFilters({ count, onClear }: { count: number; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-[13px] text-muted-foreground">
      <span>
        {count} {count === 1 ? 'filter' : 'filters'} applied
      </span>
      <ActionButton icon={X} variant="ghost" size="sm" onClick={onClear} label="Clear filters" />
    </div>
  );
}
