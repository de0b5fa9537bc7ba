import { PROFESSIONAL_TYPES, professionalTypeLabel } from '@stave/contracts';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';

// The eight account types, labelled with underscores as spaces, capitalised.
export function ProfessionalTypeSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="" disabled>
        Select a type
      </option>
      <SelectOptions options={PROFESSIONAL_TYPES} label={professionalTypeLabel} />
    </Select>
  );
}
