import { z } from 'zod';
import { defineServiceEnv } from '@stave/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const MessagingEnvSchema = defineServiceEnv({
  // Every socket is pinged this often; one that has not answered the previous ping is closed, and
  // a socket whose token has expired or been revoked is ended.
  REALTIME_PING_INTERVAL_MS: positiveInt(30_000),
  // Unsent bytes a socket may hold before it counts as a slow consumer and is disconnected.
  REALTIME_MAX_BUFFERED_BYTES: positiveInt(256 * 1024),
  // Sockets one member may hold open on one messaging process (their tabs and devices); one more is refused 429.
  REALTIME_MAX_SOCKETS_PER_MEMBER: positiveInt(20),
  // message.send frames one socket may send a minute (the gateway's API rate limit does not see them); more are refused
  // with a 429 ack.
  REALTIME_SENDS_PER_MINUTE: positiveInt(120),
});
export type MessagingEnv = z.infer<typeof MessagingEnvSchema>;
