import { JOB_TYPES } from '@stave/contracts';
import { AppliedFilters, FilterCard, FilterSearch, FilterSelect } from '@/components/lists/FilterCard';
import { FormField } from '@/components/ui/form-field';
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
  const search = useSearchTerm(filters.search, (term) => onChange('search', term || undefined));
  const groups = locationGroups(foundLocations, filters.location);

  return (
    <FilterCard
      label="Filter jobs"
      terms={[search]}
      formClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      footer={<AppliedFilters count={activeFilterCount(filters)} onClear={onClear} />}
    >
      <FilterSearch term={search} placeholder="Title, company, skill or place" className="col-span-2 sm:col-span-3 lg:col-span-1" />
      <FilterSelect
        label="Job type"
        name="type"
        value={filters.type}
        onChange={(value) => onChange('type', value)}
        blank="All types"
        options={JOB_TYPES}
        optionLabel={jobTypeLabel}
      />
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
    </FilterCard>
  );
}
