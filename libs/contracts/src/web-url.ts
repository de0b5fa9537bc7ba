import { z } from 'zod';
import { isOneLine } from './single-line';

// docs/reliability.md#stored-xss: only http(s) links are stored; `javascript:`, `data:` and friends are refused. One line
// (docs/api.md § Single-line fields): the URL parser would drop a line break, so the stored text would not be
// the link that was checked.
export const webUrl = (error: string) =>
  z
    .string()
    .trim()
    .max(2048, error)
    .refine(isOneLine, error)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, error);
