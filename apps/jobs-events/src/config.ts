import { defineServiceEnv } from '@stave/platform';

export const JobsEventsEnvSchema = defineServiceEnv({});
