import { defineServiceEnv } from '@stave/platform';

export const BillingEnvSchema = defineServiceEnv({});
