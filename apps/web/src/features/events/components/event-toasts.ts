import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/form-errors';

// Events: on error, the errors list as 'path: message' joined by commas when the answer
// holds one, else its message (else the raw text, which ApiError already carries as its detail).
export function eventErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.errors?.length) return error.errors.map((item) => `${item.path}: ${item.message}`).join(', ');
  return errorText(error, fallback);
}
