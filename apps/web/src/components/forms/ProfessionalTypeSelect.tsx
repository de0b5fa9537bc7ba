import { PROFESSIONAL_TYPES, professionalTypeLabel } from '@stave/contracts';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/select';

// The eight account types, labelled with underscores as spaces, capitalised.
export function ProfessionalTypeSelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="" disabled>
        Select a type
      </option>
      {PROFESSIONAL_TYPES.map((type) => (
        <option key={type} value={type}>
          {professionalTypeLabel(type)}
        </option>
      ))}
    </Select>
  );
}
