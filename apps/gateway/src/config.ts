import { z } from 'zod';
import { LOG_LEVELS, envBoolean, envList, envPort } from '@stave/platform';

const serviceUrl = () => z.url({ protocol: /^https?$/ });

export const GatewayEnvSchema = z.object({
  PORT: envPort(3000),
  HOST: z.string().default('0.0.0.0'),
  IDENTITY_URL: serviceUrl(),
  SOCIAL_URL: serviceUrl(),
  MESSAGING_URL: serviceUrl(),
  JOBS_EVENTS_URL: serviceUrl(),
  MARKETPLACE_URL: serviceUrl(),
  BILLING_URL: serviceUrl(),
  JWKS_URL: z.url().optional(),
  JWT_ISSUER: z.string().default('stave-identity'),
  JWT_AUDIENCE: z.string().default('stave'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Browser origins allowed to call the API cross-origin (CORS); the app's own origin needs no entry.
  APP_ORIGINS: envList(),
  // Addresses of proxies in front of us whose X-Forwarded-For we believe (exact IPs).
  TRUSTED_PROXIES: envList(),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  RATE_LIMIT_API_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(30),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  // The whole request, body included: post media (up to 50 MB) over a slow uplink. Slow headers are
  // cut much sooner (HEADERS_TIMEOUT_MS).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  // Each dashboard counter gets this long before it is reported as null.
  STATS_TIMEOUT_MS: z.coerce.number().int().min(50).default(1500),
  HSTS: envBoolean(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_PRETTY: envBoolean(false),
});
export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;

export function upstreams(config: GatewayEnv) {
  return {
    identity: config.IDENTITY_URL,
    social: config.SOCIAL_URL,
    messaging: config.MESSAGING_URL,
    'jobs-events': config.JOBS_EVENTS_URL,
    marketplace: config.MARKETPLACE_URL,
    billing: config.BILLING_URL,
  } as const;
}
