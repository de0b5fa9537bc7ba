import { z } from 'zod';

// Ours (docs/api.md § Single-line fields): a name, title, company, place, headline or tag is one line. A line
// break in one is never typed into a form's input; it is an attempt to start a line of the sender's own
// wherever the field is written out line by line (a calendar, a CSV, an email header, a log).
export const ONE_LINE_MESSAGE = 'Keep this on one line';

// CR and LF, and what else readers break a line on: VT, FF, NEL, U+2028, U+2029.
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;
const LINE_BREAKS = /\s*[\n\v\f\r\u0085\u2028\u2029]+\s*/g;

export const isOneLine = (value: string): boolean => !LINE_BREAK.test(value);

export interface SingleLineOptions {
  tooLong?: string;
  // A required field: this message for a missing, non-text or blank value (or one shorter than minLength).
  required?: string;
  minLength?: number;
  // 'refuse' (every stored field): a break left inside is a 400 on the field, ONE_LINE_MESSAGE.
  // 'strip' (a search or filter, never stored): each run of breaks becomes one space.
  breaks?: 'refuse' | 'strip';
}

// A single-line text field: trimmed (a stray break before or after goes with the spaces) and at most `max`
// characters. A string schema, so a field chains what else it needs (`.regex(…)`, `.nullish()`).
export function singleLine(max: number, { tooLong = `Must be at most ${max} characters`, required, minLength = 1, breaks = 'refuse' }: SingleLineOptions = {}) {
  const text = required ? z.string({ error: required }) : z.string();
  const unbroken = breaks === 'strip' ? text.overwrite((value) => value.replace(LINE_BREAKS, ' ')) : text;
  const trimmed = unbroken.trim();
  const present = required ? trimmed.min(minLength, required) : trimmed;
  const bounded = present.max(max, tooLong);
  return breaks === 'strip' ? bounded : bounded.refine(isOneLine, ONE_LINE_MESSAGE);
}
