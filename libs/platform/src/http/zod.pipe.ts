import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from './domain-error';

export const NUL_IN_TEXT_MESSAGE = 'Text cannot contain NUL characters';

// nestjs-zod has no Nest 12 peer yet (STACK.md gotcha 4): this is the whole of what we need.
// The first issue's message becomes the top-level message, so the spec's texts reach the client.
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    return parseInput(this.schema, value);
  }
}

// What a route takes, parsed with its schema: a ValidationError (400) naming the first issue, or the
// parsed value. `field`: the one field being parsed (`@Param('id')`), named in the issue's path.
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const result = schema.safeParse(field === undefined ? (value ?? {}) : value);
  if (!result.success) {
    throw new ValidationError(
      result.error.issues.map((issue) => ({ path: [...(field === undefined ? [] : [field]), ...issue.path.map(String)].join('.'), message: issue.message })),
    );
  }
  // Postgres text cannot hold U+0000 (it fails the whole statement), and no one types it: refuse it
  // in whatever the schema kept, wherever it sits.
  const nul = pathOfNul(result.data, field === undefined ? [] : [field]);
  if (nul) throw new ValidationError([{ path: nul.join('.'), message: NUL_IN_TEXT_MESSAGE }]);
  return result.data;
}

function pathOfNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, field] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...path, key] : pathOfNul(field, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
