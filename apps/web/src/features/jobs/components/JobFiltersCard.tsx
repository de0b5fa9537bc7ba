import { JOB_TYPES } from '@stave/contracts';
import { X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { activeFilterCount, jobTypeLabel, type JobFilters } from '../job-filters';
import { locationGroups, type LocationOption } from '../job-locations';
import { useSearchTerm } from '@/hooks/useSearchTerm';

export type FilterKey = 'search' | 'type' | 'remote' | 'location';

type JobFiltersCardProps = {
  filters: JobFilters;
  foundLocations: readonly string[];
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
};

function Group({ label, options }: { label: string; options: LocationOption[] }) {
  if (options.length === 0) return null;
  return (
    <optgroup label={label}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </optgroup>
  );
}

// Filters card (type single choice, remote true/false/unset, location substring).
export function JobFiltersCard({ filters, foundLocations, onChange, onClear }: JobFiltersCardProps) {
  const searchId = useId();
  const search = useSearchTerm(filters.search, (term) => onChange('search', term || undefined));
  const groups = locationGroups(foundLocations, filters.location);
  const active = activeFilterCount(filters);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.flush();
  };

  return (
    <Card className="p-4">
      <form
        role="search"
        aria-label="Filter jobs"
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      >
        <div className="col-span-2 grid gap-2 sm:col-span-3 lg:col-span-1">
          <Label htmlFor={searchId}>Search</Label>
          <SearchInput
            id={searchId}
            name="q"
            value={search.term}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Title, company, skill or place"
          />
        </div>
        <FormField label="Job type">
          <Select name="type" value={filters.type ?? ''} onChange={(event) => onChange('type', event.target.value || undefined)}>
            <option value="">All types</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {jobTypeLabel(type)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Remote">
          <Select name="remote" value={filters.remote ?? ''} onChange={(event) => onChange('remote', event.target.value || undefined)}>
            <option value="">Any</option>
            <option value="true">Remote only</option>
            <option value="false">On-site only</option>
          </Select>
        </FormField>
        <FormField label="Location" className="col-span-2 sm:col-span-1">
          <Select name="location" value={filters.location} onChange={(event) => onChange('location', event.target.value || undefined)}>
            <option value="">All locations</option>
            <Group label="UK cities" options={groups.uk} />
            <Group label="Major cities" options={groups.major} />
            <Group label="In current listings" options={groups.found} />
          </Select>
        </FormField>
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
