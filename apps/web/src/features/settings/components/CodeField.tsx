import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/form-field';

// A sign-in code: six digits from the authenticator app, or a recovery code.
export function CodeField(props: ComponentProps<typeof InputField>) {
  return <InputField autoComplete="one-time-code" inputMode="text" spellCheck={false} maxLength={20} placeholder="123456" {...props} />;
}
