import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES } from '@stave/contracts';
import { trustedProxyProblem } from '../http/client-address';

export class ConfigError extends Error {}

// Parsed once at boot from the env object the entry point hands over (main.ts passes process.env;
// the embedded launcher passes one object per app). Nothing else reads process.env. A variable set to
// the empty string counts as unset: deploy files pass optional settings through as `${NAME:-}` (compose)
// or an empty value, and `SMTP_URL=` must mean "no SMTP", not "an invalid URL".
export function parseConfig<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>, app: string): z.infer<S> {
  const result = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`[${app}] invalid configuration: ${issues.join('; ')}`);
}

// Env values arrive as strings: these helpers keep schemas readable.
export const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');
export const envPort = (fallback?: number) =>
  fallback === undefined ? z.coerce.number().int().min(0).max(65535) : z.coerce.number().int().min(0).max(65535).default(fallback);
export const envList = () =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

// TRUSTED_PROXIES: addresses or CIDR ranges of the proxies whose X-Forwarded-For is believed; a bad entry stops the boot.
export const envTrustedProxies = () =>
  envList().superRefine((entries, ctx) => {
    for (const entry of entries) {
      const problem = trustedProxyProblem(entry);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// What every service needs; each app extends it (apps/<svc>/src/config.ts).
export const ServiceEnvBase = z.object({
  PORT: envPort(),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }),
  DATABASE_NAME: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // A statement the database does not answer within this is abandoned: the request answers 503 instead of hanging
  // on a stalled database or network (docs/reliability.md#transient-db-error). Below the gateway's UPSTREAM_TIMEOUT_MS (30 s). Migrations
  // at boot are not bound by it.
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // On SIGTERM, how long the process keeps answering (each answer saying it is stopping) before it stops
  // listening: balancers in front move to another instance first (installGracefulClose).
  DRAIN_LINGER_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  EVENT_BUS: z.enum(['kafka', 'inprocess']),
  KAFKA_BROKERS: envList(),
  // Partitions (Kafka) or keys (in-process bus) this service's consumer handles at once; each keeps
  // its own order, and a slow one holds back only itself.
  EVENT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(3),
  // The consumer group (Kafka) this process joins; its service's name unless set. Integration tests
  // give each run its own, so runs side by side never split a group's partitions between them.
  EVENT_CONSUMER_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,200}$/)
    .optional(),
  // Where a group with no committed offsets starts: `earliest` replays the topics (a new service
  // backfills its projections); `latest` starts at their current ends (tests).
  EVENT_START_FROM: z.enum(['earliest', 'latest']).default('earliest'),
  // false: this process still sends background jobs but runs no handlers and no schedules (another
  // instance with it on does the work).
  JOBS_ENABLED: envBoolean(true),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_LOCAL_DIR: z.string().default('./.data/uploads'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('stave-uploads'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  JWKS_URL: z.url().optional(),
  JWT_ISSUER: z.string().default('stave-identity'),
  JWT_AUDIENCE: z.string().default('stave'),
  APP_ORIGINS: envList(),
  // The gateway refuses larger JSON bodies before they arrive (the route contracts' JSON_BODY_LIMIT_BYTES).
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(JSON_BODY_LIMIT_BYTES),
  // Uploads (platform uploads/, docs/platform.md § Uploads). A file is written here while its body arrives, so a slow
  // body costs disk, never memory or an upload slot; it is removed when the request is done with it.
  UPLOAD_TMP_DIR: z.string().optional(),
  // At most this many bytes of such files at once per process (an upload that would pass it is answered 503): keep it
  // under the size of the volume behind UPLOAD_TMP_DIR (the Helm chart's /tmp is 256Mi).
  UPLOAD_TMP_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(192 * 1024 * 1024),
  // The service's own floor under an upload body, as the gateway's (BODY_*): below this average once the grace has
  // passed, or silent for the idle timeout, it is answered 408 and the connection closed.
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(1024),
  UPLOAD_BODY_GRACE_MS: z.coerce.number().int().min(100).default(5000),
  UPLOAD_BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // How long a request naming a member this service has not heard of waits for identity's event to reach its
  // user_summaries projection before answering 404 USER_NOT_FOUND (MemberLookup); 0 answers at once.
  MEMBER_PROJECTION_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  // How long a received file waits for an upload slot (UploadSlots) before the answer is 503 with Retry-After.
  UPLOAD_SLOT_WAIT_MS: z.coerce.number().int().min(100).default(30_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_PRETTY: envBoolean(false),
  // Answers carry x-db-queries (statements the request ran): for tests and local profiling.
  EXPOSE_DB_QUERY_COUNT: envBoolean(false),
});

// zod 4 refuses to extend a refined object, so apps add their keys first and the rules last.
export function defineServiceEnv<T extends z.ZodRawShape>(extra: T) {
  return ServiceEnvBase.extend(extra).superRefine((value, ctx) => {
    const env = value as z.infer<typeof ServiceEnvBase>;
    if (env.EVENT_BUS === 'kafka' && env.KAFKA_BROKERS.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['KAFKA_BROKERS'], message: 'required when EVENT_BUS=kafka' });
    }
    if (env.STORAGE_DRIVER === 's3' && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'S3 credentials are required when STORAGE_DRIVER=s3' });
    }
  });
}
export const ServiceEnvSchema = defineServiceEnv({});
export type ServiceEnv = z.infer<typeof ServiceEnvBase>;

// Injection token for the parsed config of the running app.
export const APP_CONFIG = Symbol('APP_CONFIG');
