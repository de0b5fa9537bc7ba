import { defineServiceEnv } from '@stave/platform';

export const MessagingEnvSchema = defineServiceEnv({});
