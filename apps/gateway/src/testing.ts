import { freePort, requireEnv } from '@stave/platform/testing';
import { startGateway, type RunningGateway } from './start-gateway';

export { startGateway, type RunningGateway };

type Upstream = 'IDENTITY_URL' | 'SOCIAL_URL' | 'MESSAGING_URL' | 'JOBS_EVENTS_URL' | 'MARKETPLACE_URL' | 'BILLING_URL';

// The real gateway in front of the services a test runs (their URLs), on loopback and the test
// infrastructure's Redis; every other upstream is absent (a closed port answers 502 at once).
// `settings` are any of the gateway's own (docs/operations.md), e.g. limits raised for the run.
export async function startGatewayFor(upstreams: Partial<Record<Upstream, string>>, settings: Record<string, string> = {}): Promise<RunningGateway> {
  const absent = `http://127.0.0.1:${await freePort()}`;
  return startGateway({
    PORT: '0',
    HOST: '127.0.0.1',
    IDENTITY_URL: absent,
    SOCIAL_URL: absent,
    MESSAGING_URL: absent,
    JOBS_EVENTS_URL: absent,
    MARKETPLACE_URL: absent,
    BILLING_URL: absent,
    REDIS_URL: requireEnv('REDIS_URL'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...upstreams,
    ...settings,
  });
}
