import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/form-field';

// An email address field: the email keyboard, autofill, no spelling marks. Label and placeholder can be changed.
export function EmailField({
  label = 'Email',
  ...props
}: Omit<ComponentProps<typeof InputField>, 'label'> & { label?: ComponentProps<typeof InputField>['label'] }) {
  return <InputField label={label} type="email" inputMode="email" autoComplete="email" spellCheck={false} placeholder="you@example.com" {...props} />;
}
