import { ArrowRight } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@stave/contracts';
import type { ComponentProps } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { InputField } from '@/components/ui/form-field';

// A registration's password, with the length rule under it.
export function NewPasswordField({ label = 'Password', ...props }: Omit<ComponentProps<typeof InputField>, 'label'> & { label?: string }) {
  return <InputField label={label} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} password autoComplete="new-password" {...props} />;
}

// The submit of both registration forms.
export function CreateAccountButton({ busy }: { busy: boolean }) {
  return (
    <BusyButton type="submit" size="lg" variant="brand" className="mt-1 w-full" busy={busy} busyLabel="Creating your account...">
      Create account
      <ArrowRight aria-hidden="true" />
    </BusyButton>
  );
}
