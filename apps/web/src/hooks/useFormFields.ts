import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '@/lib/form-errors';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// A form's text values and the errors shown beside its fields. Editing a field clears that field's
// error (and, through `onEdit`, anything else the form keeps for it, such as the server's).
export function useFormFields<Values extends Record<string, string>>(initial: Values | (() => Values), onEdit?: (field: keyof Values & string) => void) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (event: ChangeEvent<FieldElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.(field);
  };

  // name, value and onChange for a field's input (spread onto InputField or Input).
  const bind = (field: Field) => ({ name: field, value: values[field], onChange: change(field) });

  return { values, setValues, fieldErrors, setFieldErrors, change, bind };
}
