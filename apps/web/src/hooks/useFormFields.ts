import { useRef, useState, type ChangeEvent } from 'react';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors, type SafeParseLike } from '@/lib/form-errors';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// A form's text values and the errors shown beside its fields: the form's own checks (`fieldErrors`) and the
// server's refusals (`serverErrors`), merged in `errors`. Editing a field clears both for that field (and, through
// `onEdit`, anything else the form keeps for it). Put `formRef` on the <form>: an error moves the focus to its field.
// `failure` is the last failed send's message, for above the fields.
export function useFormFields<Values extends Record<string, string>>(initial: Values | (() => Values), onEdit?: (field: keyof Values & string) => void) {
  type Field = keyof Values & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const errors: FieldErrors<Field> = { ...serverErrors, ...fieldErrors };

  const change = (field: Field) => (event: ChangeEvent<FieldElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.(field);
  };

  // name, value and onChange for a field's input (spread onto InputField or Input).
  const bind = (field: Field) => ({ name: field, value: values[field], onChange: change(field) });

  // The form's own errors on their fields, the focus on the first.
  const showErrors = (found: FieldErrors<Field>) => showErrorsAndFocus(() => setFieldErrors(found), formRef.current);

  const clearErrors = () => {
    setFieldErrors({});
    setServerErrors({});
  };

  // Before sending: the checked values (and no errors or failure left showing), or null with the schema's messages shown.
  const check = <T>(result: SafeParseLike<T>): T | null => {
    setFailure(null);
    const checked = validate(result);
    if (checked.errors) {
      showErrors(checked.errors);
      return null;
    }
    clearErrors();
    return checked.data;
  };

  // After a failed send: true when the server refused fields (of `only`, when given), now shown on them; false
  // when the caller has to say what went wrong.
  const refuse = (error: unknown, only?: readonly Field[]): boolean => {
    const refused: FieldErrors<Field> = apiFieldErrors(error);
    const found = only ? (Object.fromEntries(only.filter((field) => refused[field]).map((field) => [field, refused[field]])) as FieldErrors<Field>) : refused;
    if (Object.keys(found).length === 0) return false;
    showErrorsAndFocus(() => setServerErrors(found), formRef.current);
    return true;
  };

  // After a failed send: the server's words (else `fallback`) above the fields and its field errors on them. Returns
  // the words, for a toast.
  const fail = (error: unknown, fallback: string): string => {
    const text = errorText(error, fallback);
    setFailure(text);
    setServerErrors(apiFieldErrors(error));
    return text;
  };

  return {
    failure,
    setFailure,
    fail,
    values,
    setValues,
    errors,
    fieldErrors,
    setFieldErrors,
    serverErrors,
    setServerErrors,
    change,
    bind,
    formRef,
    showErrors,
    clearErrors,
    check,
    refuse,
  };
}
