import { UK_REGIONS } from '@stave/contracts';
import { X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useSearchTerm } from '@/hooks/useSearchTerm';
import { activeFilterCount, type EventFilters, type FilterKey } from '../event-filters';

type EventFiltersCardProps = {
  filters: EventFilters;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
};

// The search box, the region dropdown ('All UK Regions' plus the 12) and the location filter.
export function EventFiltersCard({ filters, onChange, onClear }: EventFiltersCardProps) {
  const searchId = useId();
  const search = useSearchTerm(filters.search, (term) => onChange('search', term || undefined));
  const location = useSearchTerm(filters.location, (term) => onChange('location', term || undefined));
  const active = activeFilterCount(filters);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.flush();
    location.flush();
  };

  return (
    <Card className="p-4">
      <form role="search" aria-label="Filter events" onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search</Label>
          <SearchInput
            id={searchId}
            name="q"
            value={search.term}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Title, organiser, venue or description"
          />
        </div>
        <FormField label="Region">
          <Select name="region" value={filters.region ?? ''} onChange={(event) => onChange('region', event.target.value || undefined)}>
            <option value="">All UK Regions</option>
            {UK_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Location">
          <Input
            type="search"
            name="location"
            value={location.term}
            onChange={(event) => location.change(event.target.value)}
            placeholder="Town, city or venue"
            enterKeyHint="search"
          />
        </FormField>
        <label className="flex w-fit items-center gap-2 text-sm font-medium sm:col-span-3">
          <input
            type="checkbox"
            name="mine"
            className="size-4 accent-[var(--color-brand-strong)]"
            checked={filters.mine}
            onChange={(event) => onChange('mine', event.target.checked ? 'true' : undefined)}
          />
          Only my events (organised or answered)
        </label>
      </form>
      {active > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t pt-3 text-[13px] text-muted-foreground">
          <span>
            {active} {active === 1 ? 'filter' : 'filters'} applied
          </span>
          <ActionButton icon={X} variant="ghost" size="sm" onClick={onClear} label="Clear filters" />
        </div>
      ) : null}
    </Card>
  );
}
