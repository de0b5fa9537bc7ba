import { ServiceWithMembers } from '@stave/platform/testing';
import { socialService } from '../src/app.module';

export type { Member } from '@stave/platform/testing';

// Social as in the cluster — own database, Kafka, Redis, S3 (post media on S3Proxy from
// deploy/local) — with members arriving as identity's events (platform testing: ServiceWithMembers).
export type SocialUnderTest = ServiceWithMembers;
export const SocialUnderTest = {
  start: (overrides: Record<string, string> = {}): Promise<SocialUnderTest> => ServiceWithMembers.start(socialService, overrides),
};
