import { z } from 'zod';

// Every message on the bus is one of these; the payload is parsed with the
// event's own schema (events/index.ts) before any handler sees it.
export const EventEnvelopeSchema = z.object({
  id: z.uuid(),
  name: z.string().regex(/^[a-z-]+\.[a-z-]+\.[a-z-]+\.v\d+$/, 'event name must be <service>.<aggregate>.<verb>.v<N>'),
  occurredAt: z.iso.datetime({ offset: true }),
  producer: z.string().min(1),
  key: z.string().min(1).describe('Aggregate id; the message key, so one aggregate stays in order'),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof EventEnvelopeSchema>, 'payload'> & { payload: P };
