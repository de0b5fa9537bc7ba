import { type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from './domain-error';

// nestjs-zod has no Nest 12 peer yet (STACK.md gotcha 4): this is the whole of what we need.
// The first issue's message becomes the top-level message, so the spec's texts reach the client.
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new ValidationError(
      result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
}
