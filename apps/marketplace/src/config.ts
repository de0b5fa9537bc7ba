import { defineServiceEnv } from '@stave/platform';

export const MarketplaceEnvSchema = defineServiceEnv({});
