import { z } from 'zod';

export const CheckStatusSchema = z.enum(['up', 'down']);
export const HealthSchema = z.object({
  status: z.enum(['ok', 'down']),
  service: z.string(),
  checks: z.record(z.string(), z.object({ status: CheckStatusSchema, latencyMs: z.number().optional(), error: z.string().optional() })),
});
export type Health = z.infer<typeof HealthSchema>;

export const GatewayHealthSchema = z.object({
  status: z.enum(['ok', 'down']),
  services: z.record(z.string(), HealthSchema.or(z.object({ status: z.literal('down'), error: z.string() }))),
});
