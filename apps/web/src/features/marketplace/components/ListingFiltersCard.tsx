import { LISTING_SORTS, type Category, type ListingSort } from '@stave/contracts';
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FilterCard, FilterLocation, FilterSearch, FilterSelect } from '@/components/lists/FilterCard';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSearchTerm } from '@/hooks/useSearchTerm';
import { cn } from '@/lib/cn';
import { formatPrice } from '../listing-format';
import { ConditionOptions } from './ConditionBadge';
import {
  CONDITION_LABELS,
  SORT_LABELS,
  activeFilters,
  effectiveSort,
  type FilterKey,
  type ListingCondition,
  type ListingFilters,
} from '../marketplace-filters';

type ListingFiltersCardProps = {
  filters: ListingFilters;
  categories: Category[] | undefined;
  onChange: <K extends FilterKey>(key: K, value: ListingFilters[K] | undefined) => void;
  onSort: (sort: ListingSort | undefined) => void;
  onClear: () => void;
};

const wholePounds = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

// A price bound in whole pounds (the API's minPrice/maxPrice): digits only, committed like the search.
function PoundsField({ label, name, placeholder, term }: { label: string; name: string; placeholder: string; term: ReturnType<typeof useSearchTerm> }) {
  return (
    <FormField label={label}>
      <Input
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        value={term.term}
        onChange={(event) => term.change(event.target.value.replace(/\D/g, ''))}
        placeholder={placeholder}
      />
    </FormField>
  );
}

// A removable chip per filter in force ('active-filter chips').
function chipText(key: FilterKey, filters: ListingFilters, categories: Category[] | undefined): string {
  switch (key) {
    case 'search':
      return `“${filters.search}”`;
    case 'categoryId':
      return categories?.find((category) => category.id === filters.categoryId)?.name ?? 'Category';
    case 'condition':
      return filters.condition ? CONDITION_LABELS[filters.condition] : '';
    case 'minPrice':
      return `From ${formatPrice(filters.minPrice ?? 0, 'GBP')}`;
    case 'maxPrice':
      return `Up to ${formatPrice(filters.maxPrice ?? 0, 'GBP')}`;
    case 'location':
      return `Near ${filters.location}`;
  }
}

// The applied filters as chips (each one removes itself) and Clear Filters.
function ActiveFilterChips({
  active,
  filters,
  categories,
  onChange,
  onClear,
}: Pick<ListingFiltersCardProps, 'filters' | 'categories' | 'onChange' | 'onClear'> & { active: FilterKey[] }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 border-t pt-3">
      <ul aria-label="Active filters" className="flex min-w-0 flex-wrap gap-2" data-testid="filter-chips">
        {active.map((key) => {
          const text = chipText(key, filters, categories);
          return (
            <li key={key} className="min-w-0">
              <button
                type="button"
                onClick={() => onChange(key, undefined)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-brand-soft px-3 py-1 text-xs font-medium text-brand-strong transition-colors hover:bg-brand-soft/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={`Remove filter ${text}`}
              >
                <span className="truncate">{text}</span>
                <X className="size-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <ActionButton icon={X} variant="ghost" size="sm" onClick={onClear} label="Clear Filters" />
    </div>
  );
}

// Browse filters: search, category (top level with its children indented), condition, price
// range in whole pounds, location, sort, Clear Filters and the chips. Typed ones reach the URL a
// moment after typing stops (or at once on Enter).
export function ListingFiltersCard({ filters, categories, onChange, onSort, onClear }: ListingFiltersCardProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const search = useSearchTerm(filters.search, (term) => onChange('search', term));
  const location = useSearchTerm(filters.location, (term) => onChange('location', term));
  const minPrice = useSearchTerm(filters.minPrice === undefined ? '' : String(filters.minPrice), (term) => onChange('minPrice', wholePounds(term)));
  const maxPrice = useSearchTerm(filters.maxPrice === undefined ? '' : String(filters.maxPrice), (term) => onChange('maxPrice', wholePounds(term)));
  const active = activeFilters(filters);
  const sorts = LISTING_SORTS.filter((sort) => sort !== 'relevance' || filters.search);

  const detail = active.filter((key) => key !== 'search').length;
  return (
    <FilterCard
      label="Filter listings"
      terms={[search, location, minPrice, maxPrice]}
      className="grid gap-3 p-4"
      formClassName="grid grid-cols-2 gap-3 md:grid-cols-4"
      footer={active.length > 0 ? <ActiveFilterChips active={active} filters={filters} categories={categories} onChange={onChange} onClear={onClear} /> : null}
    >
      <FilterSearch
        term={search}
        placeholder="Search equipment, brands, models..."
        className="col-span-2"
        beside={
          // On a phone the other filters fold away behind this button.
          <Button
            variant={open ? 'secondary' : 'outline'}
            className="shrink-0 md:hidden"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={panelId}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters{detail > 0 ? ` (${detail})` : ''}
          </Button>
        }
      />
      <div id={panelId} className={cn(open ? 'contents' : 'hidden md:contents')}>
        <FormField label="Category" className="col-span-2 md:col-span-1">
          <Select
            name="category"
            value={filters.categoryId === undefined ? 'all' : String(filters.categoryId)}
            onChange={(event) => onChange('categoryId', event.target.value === 'all' ? undefined : Number(event.target.value))}
          >
            <option value="all">All Categories</option>
            {/* Until the tree arrives, the chosen category (from the URL) is not shown as "All Categories". */}
            {categories === undefined && filters.categoryId !== undefined ? <option value={filters.categoryId}>Loading…</option> : null}
            {(categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.parentId === null ? category.name : `\u00a0\u00a0\u00a0${category.name}`}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Condition" className="col-span-2 md:col-span-1">
          <Select
            name="condition"
            value={filters.condition ?? ''}
            onChange={(event) => onChange('condition', (event.target.value || undefined) as ListingCondition | undefined)}
          >
            <ConditionOptions blank="Any Condition" />
          </Select>
        </FormField>
        <PoundsField label="Min price (£)" name="min" placeholder="0" term={minPrice} />
        <PoundsField label="Max price (£)" name="max" placeholder="Any" term={maxPrice} />
        <FilterLocation term={location} placeholder="Town or city" className="col-span-2 md:col-span-1" />
        <FilterSelect
          label="Sort by"
          name="sort"
          value={effectiveSort(filters)}
          onChange={(sort) => onSort(sort as ListingSort)}
          options={sorts}
          optionLabel={(sort) => SORT_LABELS[sort]}
          className="col-span-2 md:col-span-1"
        />
      </div>
    </FilterCard>
  );
}
