import { z } from 'zod';
import { singleLine } from '../single-line';
import { webUrl } from '../web-url';

// Field rules shared by jobs, events and collaborations.

export const timestamp = () => z.iso.datetime({ offset: true });

// Optional free text: trimmed, and blank is "none" (null). Left out, it stays out (undefined), so an
// edit that does not name a field leaves it as it was. optionalText keeps line breaks (a description),
// optionalLine refuses them (a company, a place, a price: docs/api.md § Single-line fields).
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
export const optionalLine = (max: number, tooLong: string) =>
  singleLine(max, { tooLong })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

// A link elsewhere (http(s)), or, with `uploadPrefix`, the path of a file this member uploaded
// (which the service checks is theirs); blank is none (null), left out stays out.
export const optionalLink = (error: string, uploadPrefix?: string) => {
  const upload = uploadPrefix
    ? [
        z
          .string()
          .trim()
          .regex(new RegExp(`^${uploadPrefix.replaceAll('/', '\\/')}[A-Za-z0-9_.-]+$`), error),
      ]
    : [];
  return z
    .union([z.literal(''), webUrl(error), ...upload], { error })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
};
