import { z } from 'zod';

export const CheckStatusSchema = z.enum(['up', 'down']);
export const HealthSchema = z.object({
  status: z.enum(['ok', 'down']),
  service: z.string(),
  checks: z.record(z.string(), z.object({ status: CheckStatusSchema, latencyMs: z.number().optional(), error: z.string().optional() })),
});
export type Health = z.infer<typeof HealthSchema>;

// What the gateway tells anyone who asks: statuses and latencies, never an error's text.
export const GatewayHealthSchema = z.object({
  status: z.enum(['ok', 'down']),
  services: z.record(
    z.string(),
    HealthSchema.extend({ checks: z.record(z.string(), z.object({ status: CheckStatusSchema, latencyMs: z.number().optional() })) }).or(
      z.object({ status: z.literal('down') }),
    ),
  ),
});
export type GatewayHealth = z.infer<typeof GatewayHealthSchema>;
