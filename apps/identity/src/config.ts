import { z } from 'zod';
import { defineServiceEnv, envBoolean, envList, envTrustedProxies } from '@stave/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
// Members named by id in the environment ("12,40"); none when unset.
const memberIds = () =>
  envList().pipe(
    z.array(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'member ids, comma-separated')
        .transform(Number),
    ),
  );

export const IdentityEnvSchema = defineServiceEnv({
  // A PKCS#8 PEM from the secret store in the cluster; without it a key is generated once and
  // kept in identity's database (embedded and test setups).
  JWT_PRIVATE_KEY_PEM: z.string().startsWith('-----BEGIN PRIVATE KEY-----').optional(),
  // docs/reliability.md#password-hash-parameters: production argon2id is m=19 MiB, t=2 (OWASP's floor). Tests lower these through
  // their env; a unit test pins the defaults.
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(4).default(1),
  // Hashes run on the libuv pool (4 threads); more at once would only queue there and starve file I/O.
  ARGON2_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  // docs/reliability.md#decision-reset-token-in-response: true only in embedded mode, where the spec's reset dialog shows the token.
  RESET_TOKEN_IN_RESPONSE: envBoolean(false),
  // Links in mails and invitations point here.
  PUBLIC_APP_URL: z.url().default('http://localhost:3000'),
  // `log` keeps mail in the service log (the embedded dev mailbox); `smtp` sends through SMTP_URL.
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Stave <no-reply@stave.local>'),
  // X-Forwarded-For is believed only from these peers (the gateway), for the per-address login limit.
  TRUSTED_PROXIES: envTrustedProxies(),
  LOGIN_WINDOW_MS: positiveInt(15 * 60_000),
  LOGIN_MAX_PER_ADDRESS: positiveInt(50),
  // Per account (docs/security.md): attempts free before the backoff, its first delay and its cap.
  LOGIN_BACKOFF_AFTER: positiveInt(5),
  LOGIN_BACKOFF_BASE_MS: positiveInt(1000),
  LOGIN_BACKOFF_MAX_MS: z.coerce.number().int().min(1).max(30_000).default(30_000),
  FORGOT_WINDOW_MS: positiveInt(60 * 60_000),
  FORGOT_MAX_PER_EMAIL: positiveInt(5),
  REFERRALS_MAX_PER_DAY: positiveInt(50),
  FOUNDING_MEMBER_LIMIT: z.coerce.number().int().min(0).default(1000),
  // About 25 megapixels: a phone photo fits; a decompression bomb does not.
  UPLOAD_MAX_PIXELS: positiveInt(25_000_000),
  // Members who decide reports and appeals (the spec defines no admin role): their ids, comma-separated.
  // Name the same members in the marketplace's MARKETPLACE_MODERATORS.
  MODERATORS: memberIds(),
  // The partnerships team, who see and work the 'Advertise with Stave' inquiries (docs/advertising.md).
  ADVERTISING_STAFF: memberIds(),
  // Inquiries per client address per hour (the rest: 429). Raised only where a test sends many.
  ADVERTISING_MAX_PER_HOUR: positiveInt(5),
  // The support team, who work Business members' VIP tickets (docs/support.md).
  SUPPORT_AGENTS: memberIds(),
  // Tickets a member may open per hour (the rest: 429): far above a real need, low enough to stop a script.
  SUPPORT_TICKETS_PER_HOUR: positiveInt(10),
});
export type IdentityEnv = z.infer<typeof IdentityEnvSchema>;
