import type { z } from 'zod';
import { BillingEnvSchema } from '../../apps/billing/src/config';
import { GatewayEnvSchema } from '../../apps/gateway/src/config';
import { IdentityEnvSchema } from '../../apps/identity/src/config';
import { JobsEventsEnvSchema } from '../../apps/jobs-events/src/config';
import { MarketplaceEnvSchema } from '../../apps/marketplace/src/config';
import { MessagingEnvSchema } from '../../apps/messaging/src/config';
import { SocialEnvSchema } from '../../apps/social/src/config';

// Every service the image can run (APP), with the schema its configuration is parsed with at boot; the deploy
// files' checks parse what they give each app with it. The gateway's is apart: it is not a service.
export const SERVICE_SCHEMAS: Record<string, z.ZodObject> = {
  identity: IdentityEnvSchema,
  social: SocialEnvSchema,
  messaging: MessagingEnvSchema,
  'jobs-events': JobsEventsEnvSchema,
  marketplace: MarketplaceEnvSchema,
  billing: BillingEnvSchema,
};
export const APP_SCHEMAS: Record<string, z.ZodObject> = { ...SERVICE_SCHEMAS, gateway: GatewayEnvSchema };
