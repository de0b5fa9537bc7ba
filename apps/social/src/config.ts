import { defineServiceEnv } from '@stave/platform';

export const SocialEnvSchema = defineServiceEnv({});
