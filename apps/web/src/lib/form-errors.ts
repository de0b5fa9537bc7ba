import { flushSync } from 'react-dom';
import { isApiError } from '@/lib/api-client';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

// The shape of zod's safeParse result, without importing zod here.
export interface SafeParseLike<T> {
  success: boolean;
  data?: T;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

// The first message per top-level field, in schema order.
export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export function validate<T>(result: SafeParseLike<T>): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  if (result.success) return { data: result.data as T, errors: null };
  return { data: null, errors: issuesToFieldErrors(result.error?.issues ?? []) };
}

// Server validation errors ({errors:[{path,message}]}) by field, for the inline texts.
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.errors) return {};
  return issuesToFieldErrors(error.errors.map((item) => ({ path: item.path.split('.'), message: item.message })));
}

// What a person should read: the server's message without the status prefix, a plain sentence
// for a network failure, else the fallback.
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.detail || fallback;
  if (error instanceof TypeError) return 'Stave could not be reached. Check your connection and try again.';
  return fallback;
}

// Shows the errors and moves focus to the first invalid field, so keyboard and screen-reader
// users land on it. Rendered synchronously: a focus move scheduled for later could land in the
// middle of the person's next keystrokes and send them to the wrong field.
export function showErrorsAndFocus(apply: () => void, form: HTMLFormElement | null): void {
  flushSync(apply);
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
