import type { ComponentProps, ReactNode } from 'react';
import { InputField } from '@/components/ui/form-field';

// A sign-in code: six digits from the authenticator app, or a recovery code.
export function CodeField(props: ComponentProps<typeof InputField>) {
  return <InputField autoComplete="one-time-code" inputMode="text" spellCheck={false} maxLength={20} placeholder="123456" {...props} />;
}

// The member's current password, which changing the email, two-factor sign-in or the account asks for again.
export function CurrentPasswordField({ label = 'Current password', ...props }: Omit<ComponentProps<typeof InputField>, 'label'> & { label?: ReactNode }) {
  return <InputField label={label} password autoComplete="current-password" {...props} />;
}
