import { z } from 'zod';
import type { ServiceName } from '@stave/contracts';
import { LOG_LEVELS, envBoolean, envList, envPort, envTrustedProxies } from '@stave/platform';

// A service's address, or several (comma-separated) when it runs as several instances the gateway
// balances itself (compose or bare hosts; in Kubernetes, the one Service address).
const serviceUrls = () => envList().pipe(z.array(z.url({ protocol: /^https?$/ })).min(1, 'at least one http(s) address is required'));

export const GatewayEnvSchema = z.object({
  PORT: envPort(3000),
  // Loopback unless told otherwise: containers and hosts that serve others set HOST=0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  IDENTITY_URL: serviceUrls(),
  SOCIAL_URL: serviceUrls(),
  MESSAGING_URL: serviceUrls(),
  JOBS_EVENTS_URL: serviceUrls(),
  MARKETPLACE_URL: serviceUrls(),
  BILLING_URL: serviceUrls(),
  JWKS_URL: z.url().optional(),
  JWT_ISSUER: z.string().default('stave-identity'),
  JWT_AUDIENCE: z.string().default('stave'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Browser origins allowed to call the API cross-origin (CORS); the app's own origin needs no entry.
  APP_ORIGINS: envList(),
  // The proxies in front of the gateway (a load balancer, an ingress controller's pods) whose X-Forwarded-For it
  // believes: addresses or CIDR ranges; none unless set. Not the services' TRUSTED_PROXIES (which names the
  // gateway itself): in `npm start` they share one environment, and the gateway then believed any local client.
  EDGE_TRUSTED_PROXIES: envTrustedProxies(),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  RATE_LIMIT_API_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(30),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  // The whole request, body included: post media (up to 50 MB) over a slow uplink. Slow headers are
  // cut much sooner (HEADERS_TIMEOUT_MS).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  // Keep-alive connections per service; uploads (streamed) get their own, smaller pool.
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).default(128),
  UPSTREAM_UPLOAD_CONNECTIONS: z.coerce.number().int().min(1).default(16),
  // Slow bodies (docs/reliability.md#slow-loris): request bodies one client address may send at once, the rate a
  // body must average after a grace period, and the longest pause inside one (408 past these).
  MAX_BODIES_PER_CLIENT: z.coerce.number().int().min(1).default(8),
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(1024),
  BODY_GRACE_MS: z.coerce.number().int().min(100).default(5000),
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // Websockets (GET /ws) one client address may hold open: a member's tabs and devices behind one
  // NAT, not a flood that would hold messaging's sockets.
  WS_MAX_SOCKETS_PER_CLIENT: z.coerce.number().int().min(1).default(64),
  // /health is computed at most once per this, however often it is asked.
  HEALTH_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  // Each dashboard counter gets this long before it is reported as null.
  STATS_TIMEOUT_MS: z.coerce.number().int().min(50).default(1500),
  // Each section of the global search gets this long before it is left out (named in `degraded`).
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).default(1000),
  // On SIGTERM, how long the gateway keeps answering (each answer with `Connection: close`) before it stops
  // listening, so the load balancer in front moves clients elsewhere first.
  DRAIN_LINGER_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  HSTS: envBoolean(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_PRETTY: envBoolean(false),
});
export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;

export function upstreams(config: GatewayEnv): Record<ServiceName, readonly string[]> {
  return {
    identity: config.IDENTITY_URL,
    social: config.SOCIAL_URL,
    messaging: config.MESSAGING_URL,
    'jobs-events': config.JOBS_EVENTS_URL,
    marketplace: config.MARKETPLACE_URL,
    billing: config.BILLING_URL,
  };
}
