import { AlertCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

type FailureAlertProps = Omit<ComponentProps<typeof Alert>, 'title' | 'variant'> & {
  // What did not happen ('Your email was not changed').
  title?: ReactNode;
  // Why, in the server's words; nothing is shown without it.
  failure: ReactNode;
  descriptionClassName?: string;
};

// A form's last failed submit, above its fields.
export function FailureAlert({ title, failure, descriptionClassName, ...props }: FailureAlertProps) {
  if (!failure) return null;
  return (
    <Alert variant="destructive" {...props}>
      <AlertCircle aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription className={descriptionClassName}>{failure}</AlertDescription>
    </Alert>
  );
}
