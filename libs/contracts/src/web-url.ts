import { z } from 'zod';

// RELIABILITY §22: only http(s) links are stored; `javascript:`, `data:` and friends are refused.
export const webUrl = (error: string) =>
  z
    .string()
    .trim()
    .max(2048, error)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, error);
