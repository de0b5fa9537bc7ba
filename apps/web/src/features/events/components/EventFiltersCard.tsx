import { UK_REGIONS, WITHIN_MILES_CHOICES } from '@stave/contracts';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AppliedFilters, FilterCard, FilterLocation, FilterSearch, FilterSelect } from '@/components/lists/FilterCard';
import { useSearchTerm } from '@/hooks/useSearchTerm';
import { activeFilterCount, type EventFilters, type FilterKey } from '../event-filters';

type EventFiltersCardProps = {
  filters: EventFilters;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
};

// The search box, the region dropdown ('All UK Regions' plus the 12) and the location filter.
export function EventFiltersCard({ filters, onChange, onClear }: EventFiltersCardProps) {
  const search = useSearchTerm(filters.search, (term) => onChange('search', term || undefined));
  const location = useSearchTerm(filters.location, (term) => onChange('location', term || undefined));
  const near = useSearchTerm(filters.near, (term) => onChange('near', term || undefined));

  return (
    <FilterCard
      label="Filter events"
      terms={[search, location, near]}
      formClassName="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]"
      footer={<AppliedFilters count={activeFilterCount(filters)} onClear={onClear} />}
    >
      <FilterSearch term={search} placeholder="Title, organiser, venue or description" />
      <FilterSelect
        label="Region"
        name="region"
        value={filters.region}
        onChange={(value) => onChange('region', value)}
        blank="All UK Regions"
        options={UK_REGIONS}
      />
      <FilterLocation term={location} placeholder="Town, city or venue" />
      <FormField label="Near (postcode)">
        <Input
          type="search"
          name="near"
          value={near.term}
          onChange={(event) => near.change(event.target.value)}
          placeholder="e.g. LS6 or LS6 1UW"
          autoComplete="postal-code"
          enterKeyHint="search"
        />
      </FormField>
      <FilterSelect
        label="Within"
        name="within"
        value={String(filters.within)}
        onChange={(value) => onChange('within', value === '25' ? undefined : value)}
        options={WITHIN_MILES_CHOICES.map(String)}
        optionLabel={(miles) => `${miles} miles`}
      />
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
    </FilterCard>
  );
}
