import type { ReactNode } from 'react';

// A Select's choices from a list of values, each shown by `label` (the value itself by default).
export function SelectOptions<T extends string>({ options, label }: { options: readonly T[]; label?: (option: T) => ReactNode }) {
  return options.map((option) => (
    <option key={option} value={option}>
      {label ? label(option) : option}
    </option>
  ));
}
