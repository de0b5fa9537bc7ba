import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';

type FieldControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  labelAction?: ReactNode;
  children: ReactElement<FieldControlProps>;
};

// Label, control, hint and error wired together: the control gets the id, aria-invalid and
// aria-describedby, so a screen reader reads the error with the field.
export function FormField({ label, error, hint, optional, className, labelAction, children }: FormFieldProps) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {optional ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">Optional</span> : null}
        </Label>
        {labelAction}
      </div>
      {control}
      {hintId ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

// A field's error, read with it (its id goes in the control's aria-describedby); nothing without one.
export function FieldError({ id, error }: { id?: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="text-[13px] font-medium text-destructive" data-field-error>
      {error}
    </p>
  );
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  labelAction?: ReactNode;
  // A password input with its show/hide toggle.
  password?: boolean;
  // On the field's wrapper (className goes to the input).
  fieldClassName?: string;
};

// One text or password field of a form: FormField around an Input (the auth forms' fields, and any
// other plain one). The input's own props pass through; useFormFields' bind() gives name, value and onChange.
export function InputField({ label, error, hint, optional, labelAction, password = false, fieldClassName, type, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional} labelAction={labelAction} className={fieldClassName}>
      {password ? <PasswordInput {...input} /> : <Input type={type} {...input} />}
    </FormField>
  );
}
